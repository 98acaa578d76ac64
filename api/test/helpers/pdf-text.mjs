// The text of a PDF as pdf.js reads it (what a viewer copies or searches), line by line: reads the PDF from stdin and
// prints JSON [[line, ...] per page]. A separate Node process, because pdfjs-dist is ESM only and the API's Jest runs
// CommonJS. Items on the same baseline of a page form one line.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js 6 expects Node 22's Promise.withResolvers.
Promise.withResolvers ??= function withResolvers() {
  let resolve;
  let reject;
  const promise = new Promise((a, b) => {
    resolve = a;
    reject = b;
  });
  return { promise, resolve, reject };
};

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const content = await (await pdf.getPage(n)).getTextContent();
  const lines = [];
  let y = null;
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const itemY = item.transform[5];
    if (y !== null && Math.abs(itemY - y) < 1) lines[lines.length - 1] += item.str;
    else lines.push(item.str);
    y = itemY;
  }
  pages.push(lines);
}
process.stdout.write(JSON.stringify(pages));
