import { detectImage, detectResume, zipEntryNames } from '../src/services/file-types';
import { makeZip } from './helpers/files';

describe('file type detection by content', () => {
  it('recognises PDF and DOCX, not by name', () => {
    expect(detectResume(Buffer.from('%PDF-1.7\n...'))?.mime).toBe('application/pdf');
    const docx = makeZip([
      ['[Content_Types].xml', '<Types/>'],
      ['word/document.xml', '<w:document/>'],
    ]);
    expect(zipEntryNames(docx)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(detectResume(docx)?.ext).toBe('docx');
  });

  it('refuses a plain zip, text and images as résumés', () => {
    expect(detectResume(makeZip([['hello.txt', 'hi']]))).toBeNull();
    expect(detectResume(Buffer.from('hello'))).toBeNull();
    expect(detectResume(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  });

  it('recognises PNG, JPEG and WebP logos', () => {
    expect(detectImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe(
      'image/png',
    );
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(
      detectImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))?.mime,
    ).toBe('image/webp');
    expect(detectImage(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImage(Buffer.from('%PDF-1.4'))).toBeNull();
  });
});
