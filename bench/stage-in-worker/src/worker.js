import { DOMAdapter, WebWorkerAdapter } from 'pixi.js';
import { runStage } from './stage-core.js';
DOMAdapter.set(WebWorkerAdapter);
self.postMessage({ kind: 'workerEvaluated', t: performance.timeOrigin + performance.now() });
self.onmessage = (e) => {
  runStage(e.data.canvas, (kind, data) => self.postMessage({ kind, ...data }), e.data.opts)
    .catch((err) => self.postMessage({ kind: 'error', message: String(err && err.stack || err) }));
};
