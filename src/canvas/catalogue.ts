import { extend } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';

/** The one `extend()` of the product: the pixi classes the scenes may use as JSX elements. */
extend({ Container, Graphics, Sprite, Text });
