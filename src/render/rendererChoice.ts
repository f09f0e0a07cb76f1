// Which Pixi renderer draws the battlefield, and how (smooth on modest
// machines). Measured with npm run measure:render (docs/development.md, Speed): in Chromium without a GPU,
// WebGL runs on SwiftShader, a software rasteriser, and a drag of a 6-tile battlefield drew
// about 4-8 frames a second with antialiasing, while Pixi's Canvas2D renderer drew 30-58.
// With a real GPU WebGL is the faster one. So WebGL draws unless the browser's WebGL is a
// software rasteriser (its renderer string names SwiftShader, llvmpipe and the like: Chromium
// does not raise failIfMajorPerformanceCaveat for SwiftShader, so the string is what tells);
// then the Canvas2D renderer draws. `?renderer=webgl` or `?renderer=canvas` forces one.

export type RendererPreference = 'webgl' | 'canvas';

export interface RendererOptions {
  preference: RendererPreference;
  antialias: boolean;
  resolution: number;
  autoDensity: true;
}

/** Names of software WebGL implementations, as their renderer strings spell them. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver|lavapipe/i;

/** A WebGL renderer string (UNMASKED_RENDERER_WEBGL, or RENDERER) names a software rasteriser. */
export function isSoftwareWebGL(rendererString: string): boolean {
  return SOFTWARE.test(rendererString);
}

/** Pixels drawn per CSS pixel: the screen's ratio, capped at 2 (the first frame's canvas uses it too). */
export function drawingResolution(pixelRatio: number): number {
  return Math.min(2, Math.max(1, pixelRatio));
}

/**
 * `forced`: the address's `renderer` parameter, if any. `webglRenderer`: the browser's WebGL
 * renderer string (null: no WebGL). `pixelRatio`: the screen's device pixel ratio, capped at 2
 * (a 3x phone screen would fill more than twice the pixels for little gain).
 */
export function rendererOptions(
  forced: string | null,
  webglRenderer: string | null,
  pixelRatio: number,
): RendererOptions {
  const resolution = drawingResolution(pixelRatio);
  const preference: RendererPreference =
    forced === 'canvas' || forced === 'webgl'
      ? forced
      : webglRenderer === null || isSoftwareWebGL(webglRenderer)
        ? 'canvas'
        : 'webgl';
  // Canvas2D always antialiases; on a GPU WebGL's antialiasing costs little (on SwiftShader it
  // halved the frame rate again, but that case draws with Canvas2D unless forced).
  return { preference, antialias: true, resolution, autoDensity: true };
}

/** The browser's WebGL renderer string, from a throwaway context (null: no WebGL). */
export function probeWebGLRenderer(): string | null {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return name;
  } catch {
    return null;
  }
}
