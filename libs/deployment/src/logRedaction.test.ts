/**
 * The one redaction rule of every server's logs (issue 46: 155 unsubscribe tokens were in the access log): the API's
 * logger and the gateway's lines both call it (their own tests check that they do, not the cases again).
 */
import { redactQueryStrings, redactUrl } from './logRedaction';

/** [url, as logged] */
const CASES: [string, string][] = [
  [
    '/api/notifications/unsubscribe?token=dWlk.candidate.job_expiring.Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdo',
    '/api/notifications/unsubscribe?token=[REDACTED]',
  ],
  [
    '/candidate/auth?mode=resetPassword&oobCode=Xy7_kL0&apiKey=AIzaSyFake123&tenantId=candidate-pool&lang=th',
    '/candidate/auth?mode=resetPassword&oobCode=[REDACTED]&apiKey=[REDACTED]&tenantId=candidate-pool&lang=th',
  ],
  ['https://x.example/cb?code=4/0Ab&state=s1', 'https://x.example/cb?code=[REDACTED]&state=s1'],
  [
    '/f?X-Amz-Signature=ab12&X-Amz-Credential=AKIA%2F1&v=2',
    '/f?X-Amz-Signature=[REDACTED]&X-Amz-Credential=[REDACTED]&v=2',
  ],
  [
    '/x?sig=1&signature=2&Access_Token=3&id-token=4&key=5',
    '/x?sig=[REDACTED]&signature=[REDACTED]&Access_Token=[REDACTED]&id-token=[REDACTED]&key=[REDACTED]',
  ],
  // an opaque value under any name (a JWT, a long base64url string), a bare one
  ['/x?ref=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl123', '/x?ref=[REDACTED]'],
  ['/x?Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr', '/x?[REDACTED]'],
  // kept: searches, numbers, dates, UUIDs, words, empty values, no query
  [
    '/api/jobs/search?main_input=react+developer&province=10&limit=20',
    '/api/jobs/search?main_input=react+developer&province=10&limit=20',
  ],
  [
    '/api/jobs/changes?after=2024-01-01T00:00:00Z&token=',
    '/api/jobs/changes?after=2024-01-01T00:00:00Z&token=',
  ],
  ['/x?target_id=0f8fad5b-d9cb-469f-a165-70867728950e', '/x?target_id=0f8fad5b-d9cb-469f-a165-70867728950e'],
  ['/x?q=supercalifragilisticexpialidociousword', '/x?q=supercalifragilisticexpialidociousword'],
  ['/api/health', '/api/health'],
];

describe('redacting URLs', () => {
  it.each(CASES)('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
    // in a text (a JSON log line, a message) the same
    expect(redactQueryStrings(JSON.stringify({ url, msg: `GET ${url} failed` }))).toBe(
      JSON.stringify({ url: logged, msg: `GET ${logged} failed` }),
    );
  });
});
