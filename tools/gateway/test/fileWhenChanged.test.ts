import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileWhenChanged } from '../src/fileWhenChanged';

it('reads a file once, again when it is replaced or rewritten, and gives null while it is missing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-when-changed-'));
  const file = path.join(dir, 'remotes.json');
  const read = fileWhenChanged(file);
  try {
    expect(read()).toBeNull();
    fs.writeFileSync(file, '{"a":1}');
    expect(read()).toBe('{"a":1}');
    const spy = jest.spyOn(fs, 'readFileSync');
    expect(read()).toBe('{"a":1}');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    // A publish replaces the file (same size): seen at once.
    fs.writeFileSync(`${file}.tmp`, '{"a":2}');
    fs.renameSync(`${file}.tmp`, file);
    expect(read()).toBe('{"a":2}');
    fs.rmSync(file);
    expect(read()).toBeNull();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
