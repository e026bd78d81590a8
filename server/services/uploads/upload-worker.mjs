// The worker thread of server/services/uploads/upload-body.ts: parses a JSON body that carries an image as
// base64 and decodes the image, so that 4 MB of JSON.parse, the base64 check and the decode never
// hold the event loop that answers every other request. Plain JavaScript: a worker thread does not
// inherit the TypeScript loader of the main thread.
import { parentPort } from 'node:worker_threads';

/**
 * What domain/contracts/image-upload.ts's base64Pattern (/^[A-Za-z0-9+/]*={0,2}$/) says, as a loop:
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

/**
 * The check of server/services/guards/json-nesting.ts (nestsDeeperThan), repeated here because this file
 * cannot import TypeScript: brackets outside strings counted in one pass, stopping past `limit`.
 */
function nestsDeeperThan(text, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return false;
}

parentPort.on('message', ({ id, buffer, field, maxBase64, maxDepth }) => {
  let body;
  try {
    const text = new TextDecoder().decode(buffer);
    if (nestsDeeperThan(text, maxDepth)) {
      parentPort.postMessage({ id, ok: false, tooDeep: true });
      return;
    }
    body = JSON.parse(text, noProto);
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
