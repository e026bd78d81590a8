/** The face's drawn shape: a fan of triangles round the centre, for a square texture of side `size`. */
export interface Fan {
  vertices: Float32Array;
  uvs: Float32Array;
  indices: Uint32Array;
}

/**
 * A polygon of `sides` sides inscribed in the circle the face's texture is square around (radius
 * size/2), centred on the origin, with texture coordinates to match. Drawn instead of the texture's
 * square, it skips the transparent corners (a fifth of the pixels, on software WebGL a fifth of the
 * face's cost) and still holds every painted pixel: the face ends a few pixels inside the square.
 */
export function faceFan(size: number, sides = 96): Fan {
  const r = size / 2;
  const vertices = new Float32Array((sides + 1) * 2);
  const uvs = new Float32Array((sides + 1) * 2);
  const indices = new Uint32Array(sides * 3);
  uvs[0] = uvs[1] = 0.5;
  for (let i = 0; i < sides; i += 1) {
    const a = (i / sides) * Math.PI * 2;
    const [cos, sin] = [Math.cos(a), Math.sin(a)];
    vertices.set([cos * r, sin * r], (i + 1) * 2);
    uvs.set([0.5 + cos / 2, 0.5 + sin / 2], (i + 1) * 2);
    indices.set([0, i + 1, ((i + 1) % sides) + 1], i * 3);
  }
  return { vertices, uvs, indices };
}

/** Radius of the circle a fan of `sides` surely covers (the middle of its shortest edge). */
export function fanInnerRadius(size: number, sides = 96): number {
  return (size / 2) * Math.cos(Math.PI / sides);
}
