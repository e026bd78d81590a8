// Synthesises the product's short UI sounds into assets/sounds/*.wav (made here, no copied audio).
// Run once with `node scripts/make-sounds.mjs`; the files are committed.
import { writeFileSync } from 'node:fs';

const rate = 22050;

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.max(-1, Math.min(1, s)) * 32767, i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Notes: [frequency Hz, start s, length s]; a soft attack and exponential decay per note. */
function tone(notes, gain = 0.35) {
  const end = Math.max(...notes.map(([, start, len]) => start + len));
  const out = new Float32Array(Math.ceil(end * rate));
  for (const [freq, start, len] of notes) {
    for (let i = 0; i < len * rate; i++) {
      const t = i / rate;
      const env = Math.min(1, t / 0.005) * Math.exp(-t * (5 / len));
      const v = Math.sin(2 * Math.PI * freq * t) + 0.3 * Math.sin(4 * Math.PI * freq * t);
      out[Math.floor(start * rate) + i] += gain * env * v;
    }
  }
  return Array.from(out);
}

const sounds = {
  click: tone([[1400, 0, 0.05]], 0.3),
  hover: tone([[880, 0, 0.06]], 0.15),
  success: tone([[784, 0, 0.12], [1047, 0.09, 0.12], [1319, 0.18, 0.25]]),
  fail: tone([[330, 0, 0.14], [247, 0.12, 0.22]]),
  coin: tone([[1568, 0, 0.08], [2093, 0.06, 0.18]], 0.25),
  spin: tone([[523, 0, 0.06], [659, 0.05, 0.06], [784, 0.1, 0.08]], 0.2),
};
for (const [name, samples] of Object.entries(sounds)) {
  writeFileSync(new URL(`../assets/sounds/${name}.wav`, import.meta.url), wav(samples));
}
console.log(`wrote ${Object.keys(sounds).length} sounds`);
