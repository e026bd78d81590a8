// @vitest-environment jsdom
import { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { scenes } from '../../../src/canvas/scenes/showcase/showcase-layout';
import { showcaseTabs } from '../../../src/canvas/scenes/showcase/showcase-machine';
import { ENTRANCE_S, enterTimeline } from '../../../src/canvas/scenes/showcase/showcase-timeline';

describe('showcase entrances', () => {
  it('every tab’s entrance has ended within 1.5 s, so the still scene after it draws nothing', () => {
    for (const tab of showcaseTabs) {
      const actors = scenes[tab].map((placement) => ({ node: new Container(), placement }));
      const timeline = enterTimeline(actors);
      expect(timeline.duration(), tab).toBeGreaterThan(0.4);
      expect(timeline.duration(), tab).toBeLessThanOrEqual(ENTRANCE_S);
      timeline.kill();
    }
  });
});
