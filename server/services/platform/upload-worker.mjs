// The worker thread of server/services/platform/upload-body.ts: parses a JSON body that carries an image as
// base64 and decodes the image, so that 4 MB of JSON.parse, the base64 check and the decode never
// hold the event loop that answers every other request. Plain JavaScript: a worker thread does not
// inherit the TypeScript loader of the main thread.
import { parentPort } from 'node:worker_threads';

/**
 * What src/contracts/image-upload.ts's base64Pattern (/^[A-Za-z0-9+/]*={0,2}$/) says, as a loop:
 * over 4 MB the regular expression took about 50 ms, the loop a few.
 */
function isBase64(text) {
  let end = text.length;
  if (text.charCodeAt(end - 1) === 61) end -= 1;
  if (text.charCodeAt(end - 1) === 61) end -= 1;
  for (let i = 0; i < end; i += 1) {
    const c = text.charCodeAt(i);
    const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
    if (!ok) return false;
  }
  return true;
}
const noProto = (key, value) => (key === '__proto__' ? undefined : value);

parentPort.on('message', ({ id, buffer, field, maxBase64 }) => {
  let body;
  try {
    body = JSON.parse(new TextDecoder().decode(buffer), noProto);
  } catch {
    parentPort.postMessage({ id, ok: false });
    return;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !(field in body)) {
    parentPort.postMessage({ id, ok: true, body });
    return;
  }
  const text = body[field];
  delete body[field];
  let issue = null;
  if (typeof text !== 'string' || text.length === 0 || !isBase64(text) || text.length % 4 !== 0) issue = 'format';
  if (typeof text === 'string' && text.length > maxBase64) issue = 'tooLarge';
  if (issue) {
    parentPort.postMessage({ id, ok: true, body, issue });
    return;
  }
  const bytes = Buffer.from(text, 'base64');
  // A fresh ArrayBuffer of exactly the image, handed over without a copy.
  const image = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  parentPort.postMessage({ id, ok: true, body, image }, [image]);
});
