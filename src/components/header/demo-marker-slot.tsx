import { lazy, Suspense } from 'react';
import { useAppStore } from '../../store/app-store';

// The tag's code, style and texts load only where the server runs a stand-in: a real deployment
// never shows it, so it stays out of the JavaScript the first screen waits for.
const DemoMarker = lazy(() => import('./demo-marker').then((m) => ({ default: m.DemoMarker })));

/** Where the "Demo" tag goes (beside the logo); empty unless the server runs a stand-in. */
export function DemoMarkerSlot() {
  const on = useAppStore((s) => s.standIns.length > 0);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <DemoMarker />
    </Suspense>
  );
}
