import { RESUME_MAX_BYTES, resumeProblem } from './resumeFile';

describe('resumeProblem', () => {
  it('accepts PDF and DOCX up to 5 MB', () => {
    expect(resumeProblem({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(
      resumeProblem({
        name: 'CV.DOCX',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: RESUME_MAX_BYTES,
      }),
    ).toBeNull();
    expect(resumeProblem({ name: 'cv.pdf', type: '', size: 10 })).toBeNull();
  });
  it('refuses other types, empty files and files over 5 MB', () => {
    expect(resumeProblem({ name: 'cv.doc', type: 'application/msword', size: 10 })).toBe('type');
    expect(resumeProblem({ name: 'cv.pdf', type: 'image/png', size: 10 })).toBe('type');
    expect(resumeProblem({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toBe('empty');
    expect(resumeProblem({ name: 'cv.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES + 1 })).toBe(
      'size',
    );
  });
});
