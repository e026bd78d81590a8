import { extend } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';
// The site's CSP has no 'unsafe-eval': Pixi's shader and uniform code then comes precompiled from here.
import 'pixi.js/unsafe-eval';

/** The one `extend()` of the product: the pixi classes the scenes may use as JSX elements. */
extend({ Container, Graphics, Sprite, Text });
