// Which Pixi renderer draws the map (docs/development.md, "Drawing the battlefield"): WebGL on a GPU, Canvas2D when WebGL is a
// software rasteriser (a drag of a 6-tile battlefield drew 4-8 frames a second on SwiftShader's
// WebGL, 30 or more with Canvas2D), and the address may force either.
import { describe, expect, it } from 'vitest';
import { isSoftwareWebGL, rendererOptions } from '../../src/render/rendererChoice';

const SWIFTSHADER = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)';
const LLVMPIPE = 'llvmpipe (LLVM 15.0.6, 256 bits)';
const GPU = 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)';

describe('renderer choice', () => {
  it('knows software WebGL by its renderer string', () => {
    expect(isSoftwareWebGL(SWIFTSHADER)).toBe(true);
    expect(isSoftwareWebGL(LLVMPIPE)).toBe(true);
    expect(isSoftwareWebGL('Microsoft Basic Render Driver')).toBe(true);
    expect(isSoftwareWebGL(GPU)).toBe(false);
  });

  it('draws with WebGL on a GPU and with Canvas2D on software WebGL or none', () => {
    expect(rendererOptions(null, GPU, 1).preference).toBe('webgl');
    expect(rendererOptions(null, SWIFTSHADER, 1).preference).toBe('canvas');
    expect(rendererOptions(null, null, 1).preference).toBe('canvas');
  });

  it('?renderer= forces one', () => {
    expect(rendererOptions('webgl', SWIFTSHADER, 1).preference).toBe('webgl');
    expect(rendererOptions('canvas', GPU, 1).preference).toBe('canvas');
  });

  it('caps the resolution at 2 device pixels per CSS pixel', () => {
    expect(rendererOptions(null, GPU, 3).resolution).toBe(2);
    expect(rendererOptions(null, GPU, 1.5).resolution).toBe(1.5);
    expect(rendererOptions(null, GPU, 0.5).resolution).toBe(1);
  });
});
