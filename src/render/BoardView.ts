// The battlefield in PixiJS: the application, its render on demand, the animations and the
// static layer's cache. What is drawn is in mapLayers.ts (each layer redrawn only when what it
// shows changes), the camera's state in viewCamera.ts, the input in boardInput.ts. It decides no
// rule: clicks and hovers go back out as hexes.
import { Application, CanvasSource, Container, Texture, Ticker } from 'pixi.js';
import './pixiParts';
import type { GameState, Hex } from '../engine';
import { AnimationPlayer } from './AnimationPlayer';
import { probeWebGLRenderer, rendererOptions } from './rendererChoice';
import { cacheResolution, type Camera } from './camera';
import { ViewCamera } from './viewCamera';
import { listenToBoard } from './boardInput';
import { counterDetail } from './counterLayout';
import { mapBounds, type Point } from './layout';
import { LAYER_GROUPS, MapLayers, type LayerGroup } from './mapLayers';
import type { Scene } from './sceneArt';

export type { Scene } from './sceneArt';

export interface BoardCallbacks {
  /** `shift`: the Shift key was held (a waypoint: docs/playing.md, "Moving"). */
  onHexClick(h: Hex, shift: boolean): void;
  onHexHover(h: Hex | null): void;
  /** The battlefield was turned a quarter (1) or back (0), for panels that draw directions. */
  onTurn?(quarterTurns: 0 | 1): void;
  /** The camera moved (pan, zoom, fit, resize): the minimap draws its view rectangle again. */
  onCamera?(): void;
}

/**
 * The performance mark set when the PixiJS map has first rendered after the page loaded
 * (scripts/measureLoad.ts reads it; the first frame painted before it marks 'aam:map-first-draw').
 */
const READY_MARK = 'aam:map-ready';
/** Set once the mark is made: the page's timeline is not searched on every frame drawn after. */
let readyMarked = false;

const ALL_GROUPS = Object.keys(LAYER_GROUPS) as LayerGroup[];

/**
 * A group of layers drawn on a transparent canvas of its own, stacked over PixiJS's canvas (which
 * draws the `below` group): its own world and board containers, under the same camera and turn.
 */
interface OverlayCanvas {
  world: Container;
  board: Container;
  canvas: HTMLCanvasElement;
  target: Texture;
}

export class BoardView {
  readonly app = new Application();
  private readonly world = new Container();
  /** Holds the layers; turned a quarter when a tall battlefield fits a wide window better that way. */
  private readonly board = new Container();
  /** The camera, the board's quarter turn and whether the player moved the view (viewCamera.ts). */
  private readonly view = new ViewCamera();
  private get camera(): Camera {
    return this.view.camera;
  }
  private get quarterTurns(): 0 | 1 {
    return this.view.quarterTurns;
  }
  /**
   * The map's layers, each redrawn only when what it shows changes (mapLayers.ts). Terrain,
   * hexside features and hex labels (its static layer) are cached as one antialiased texture in
   * between, so a pan or a zoom draws one textured quad for them instead of thousands of shapes
   * (docs/development.md, "Drawing the battlefield").
   */
  private readonly layers = new MapLayers();
  /** The resolution the static layer's texture was made at (0: not cached yet). */
  private cachedResolution = 0;
  private cacheTimer: ReturnType<typeof setTimeout> | null = null;
  /** The hex the lesson's pointer is drawn at now (Scene.pointer), for the tests. */
  get drawnPointer(): Hex | null {
    return this.layers.drawnPointer ?? null;
  }
  private readonly player = new AnimationPlayer();
  /** Some counters are hidden behind their animation's ghosts (hideAnimated). */
  private hiding = false;
  /** The id of the last action animated (Scene.animation). */
  private animated: number | null = null;
  private scene: Scene | null = null;
  /**
   * With the Canvas2D renderer, the `hover` and `above` groups of layers on canvases of their own
   * (null: one canvas draws them all, as WebGL does). A canvas is rendered only when a layer of its
   * group changed: a pointer entering a new hex renders the hover group's canvas alone, not the
   * whole battlefield with every counter (docs/development.md, "Drawing the battlefield").
   */
  private overlays: Record<Exclude<LayerGroup, 'below'>, OverlayCanvas> | null = null;
  /** The groups to render at the next frame. */
  private readonly dirty = new Set<LayerGroup>();
  private renderQueued = false;
  private destroyed = false;
  private resizeObserver: ResizeObserver | null = null;
  private readonly cleanups: (() => void)[] = [];

  private constructor(
    private readonly host: HTMLElement,
    private readonly callbacks: BoardCallbacks,
  ) {}

  /** Called once, right after the map's first render (the first frame painted before it can go). */
  onFirstRender: (() => void) | null = null;

  /** Creates the view in `host`. Resolves to null if `isCancelled()` turned true meanwhile (React StrictMode). */
  static async create(
    host: HTMLElement,
    callbacks: BoardCallbacks,
    isCancelled: () => boolean,
  ): Promise<BoardView | null> {
    const view = new BoardView(host, callbacks);
    const forced = new URLSearchParams(location.search).get('renderer');
    await view.app.init({
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      background: 0x26302a,
      // Nothing is drawn every frame: the map is rendered when the store or the camera changes.
      autoStart: false,
      ...rendererOptions(forced, forced ? null : probeWebGLRenderer(), window.devicePixelRatio || 1),
      // Only the parts imported in pixiParts.ts (docs/development.md, "Opening the page").
      manageImports: false,
    });
    if (isCancelled()) {
      view.app.destroy(true, { children: true });
      return null;
    }
    // An idle page requests no animation frame (docs/development.md, "Drawing the battlefield"). Pixi's system ticker runs 60
    // times a second for ever, for its pointer events' hover check and its scheduler (texture
    // garbage collection). Pixi's pointer events are not used (listen() reads the canvas's DOM
    // events): detach them. The system ticker is stopped and stepped once after each render
    // instead (requestRender), so the scheduler's collections still run, only when something is drawn.
    // (Optional: a build that leaves out Pixi's events extension has no renderer.events.)
    view.app.renderer.events?.setTargetElement(null as unknown as HTMLCanvasElement);
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    view.mount();
    return view;
  }

  private mount(): void {
    const canvas = this.app.canvas;
    canvas.setAttribute('aria-label', 'Battlefield map');
    canvas.setAttribute('data-testid', 'board');
    canvas.style.touchAction = 'none';
    this.host.appendChild(canvas);
    if (this.app.renderer.name === 'canvas') {
      const overlay = (group: Container): OverlayCanvas => {
        const c = document.createElement('canvas');
        // Over PixiJS's canvas, which takes every pointer event (boardInput.ts).
        c.setAttribute('aria-hidden', 'true');
        c.style.position = 'absolute';
        c.style.left = '0';
        c.style.top = '0';
        c.style.pointerEvents = 'none';
        this.host.appendChild(c);
        const { width, height, resolution } = this.app.renderer;
        const target = new Texture({
          source: new CanvasSource({ resource: c, width, height, resolution, autoDensity: true, transparent: true }),
        });
        const board = new Container();
        const world = new Container();
        board.addChild(group);
        world.addChild(board);
        return { world, board, canvas: c, target };
      };
      const hover = overlay(this.layers.groups.hover);
      const above = overlay(this.layers.groups.above);
      above.board.addChild(this.player.layer);
      this.overlays = { hover, above };
      this.board.addChild(this.layers.groups.below);
    } else this.board.addChild(this.layers.root, this.player.layer);
    this.world.addChild(this.board);
    this.app.stage.addChild(this.world);
    this.cleanups.push(
      listenToBoard(this.app.canvas, {
        camera: () => this.camera,
        moveCamera: (camera) => {
          this.view.move(camera);
          this.applyCamera();
        },
        hexAt: (clientX, clientY) => this.hexAtClient(clientX, clientY),
        skipAnimation: () => this.skipAnimation(),
        onHexClick: (h, shift) => this.callbacks.onHexClick(h, shift),
        onHexHover: (h) => this.callbacks.onHexHover(h),
      }),
    );
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(this.host);
  }

  destroy(): void {
    this.destroyed = true;
    if (this.cacheTimer) clearTimeout(this.cacheTimer);
    this.resizeObserver?.disconnect();
    for (const off of this.cleanups) off();
    for (const o of Object.values(this.overlays ?? {})) {
      o.canvas.remove();
      o.world.destroy({ children: true });
      o.target.destroy(true);
    }
    this.app.destroy(true, { children: true });
  }

  /**
   * Fits the map to its box at once if the box changed size since the last fit (a panel that grew
   * in the page's last change), rather than at the next frame, when the ResizeObserver would: for
   * the tests' handle (MapView.tsx), whose hex positions are clicked a moment later, after that
   * frame. Nothing happens when the size is the same.
   */
  followResize(): void {
    const { width, height } = this.app.renderer.screen;
    if (Math.max(1, this.host.clientWidth) !== width || Math.max(1, this.host.clientHeight) !== height) this.resize();
  }

  /** Screen position (client pixels) of a hex centre: used by the panels and by tests. */
  hexToClient(h: Hex): Point {
    const rect = this.app.canvas.getBoundingClientRect();
    const p = this.view.hexToView(h);
    return { x: rect.left + p.x, y: rect.top + p.y };
  }

  /**
   * Fits the battlefield to the window. A battlefield much taller than wide is turned a quarter
   * in a wide window, so the teams face each other left and right and the hexes stay large.
   */
  fit(): void {
    if (!this.scene) return;
    const { cols, rows } = this.scene.game.map;
    const view = { width: this.host.clientWidth, height: this.host.clientHeight };
    if (this.view.fit(cols, rows, view)) {
      const turns = this.quarterTurns;
      for (const board of this.boards()) board.rotation = (turns * Math.PI) / 2;
      this.callbacks.onTurn?.(turns);
      // Counters and labels stand upright whatever the turn: drawn again (the turn is in their keys).
      this.setScene(this.scene);
    }
    this.applyCamera();
  }

  zoomBy(factor: number): void {
    this.view.zoomBy(factor, { width: this.host.clientWidth, height: this.host.clientHeight });
    this.applyCamera();
  }

  setScene(scene: Scene): void {
    const first = this.scene === null;
    this.scene = scene;
    const { game } = scene;
    const { staticChanged, unitsChanged, groups } = this.layers.draw(scene, this.quarterTurns);
    const changed = new Set(groups);
    if (unitsChanged) {
      this.showCounterParts();
      this.hideAnimated();
    }
    if (first) this.fit();
    else if (staticChanged) this.cacheStatic(true);
    if (this.drawMarkers()) changed.add('above');
    if (this.animate(scene.animation ?? null, game, first)) changed.add('above');
    this.requestRender(first ? ALL_GROUPS : changed);
  }

  /** The boards the layers are on: the main canvas's, and the overlay canvases' when there are. */
  private boards(): Container[] {
    return [this.board, ...Object.values(this.overlays ?? {}).map((o) => o.board)];
  }

  /** Starts the animation of a new action (docs/playing.md, "What happened, seen"), or ends one that no longer applies; true when it started or ended one. */
  private animate(anim: NonNullable<Scene['animation']> | null, game: GameState, first: boolean): boolean {
    if (anim && anim.id !== this.animated && !first) {
      this.animated = anim.id;
      this.player.play(anim.before, anim.events, game, (this.quarterTurns * Math.PI) / 2);
      this.showCounterParts();
      this.hideAnimated();
      return true;
    } else if (anim) this.animated = anim.id;
    else if (this.player.active) {
      // No action to show any more (an undo, another game, a replay jump): no ghost stays.
      this.player.finish();
      this.hideAnimated();
      return true;
    }
    return false;
  }

  /** Renders at the next frame the canvases of `groups` (every one by default: the camera moved, the window changed). */
  private requestRender(groups: Iterable<LayerGroup> = ALL_GROUPS): void {
    for (const g of groups) this.dirty.add(g);
    if (this.renderQueued || this.destroyed || this.dirty.size === 0) return;
    if (this.hoverOnly()) {
      // A pointer entering a new hex: the hover group's canvas rendered now, in the pointer's
      // event, which the browser dispatches at the start of the frame it draws; no frame asked
      // for (docs/development.md, "Drawing the battlefield": a frame's request cost more than
      // that canvas's render). The same drawing calls in the same order: the same pixels.
      this.renderDirty();
      Ticker.system.update();
      return;
    }
    this.renderQueued = true;
    requestAnimationFrame(() => {
      this.renderQueued = false;
      if (this.destroyed) return;
      // An animation runs frames only while it plays (docs/development.md, "Drawing the battlefield").
      const playing = this.player.active && this.player.advance(performance.now());
      if (playing) this.dirty.add('above');
      if (!playing && this.hideAnimated()) this.dirty.add('above');
      this.renderDirty();
      // The PixiJS map's first render, for `npm run measure:load` (docs/development.md, "Opening the page"): a mark on
      // the page's timeline, read after the fact; nothing waits on it.
      if (this.scene && !readyMarked) {
        performance.mark(READY_MARK);
        readyMarked = true;
      }
      if (this.scene && this.onFirstRender) {
        const done = this.onFirstRender;
        this.onFirstRender = null;
        done();
      }
      Ticker.system.update();
      if (playing) this.requestRender(['above']);
    });
  }

  /**
   * Only the hover group's canvas is to render, with nothing else a frame would do: no animation
   * playing or ghost hidden, the first render and its mark done.
   */
  private hoverOnly(): boolean {
    return (
      this.overlays !== null &&
      this.dirty.size === 1 &&
      this.dirty.has('hover') &&
      !this.player.active &&
      !this.hiding &&
      readyMarked &&
      this.onFirstRender === null &&
      this.scene !== null
    );
  }

  /** Renders the canvases whose groups changed (with one canvas: that canvas, if any changed). */
  private renderDirty(): void {
    const o = this.overlays;
    if (!o) {
      if (this.dirty.size > 0) this.app.render();
    } else {
      if (this.dirty.has('below')) this.app.render();
      for (const group of ['hover', 'above'] as const) {
        if (!this.dirty.has(group)) continue;
        this.app.renderer.render({
          container: o[group].world,
          target: o[group].target,
          clear: true,
          clearColor: [0, 0, 0, 0],
        });
      }
    }
    this.dirty.clear();
  }

  get animating(): boolean {
    return this.player.active;
  }

  /** Skips the animation to its end (a click or a key): the counters stand where the game has them. */
  skipAnimation(): void {
    if (!this.player.active) return;
    this.player.finish();
    this.hideAnimated();
    this.requestRender(['above']);
  }

  /** The real counters of animated units wait hidden while their ghosts play; true when a counter was shown or hidden. */
  private hideAnimated(): boolean {
    const hidden = this.player.hidden;
    // Every frame asks (requestRender): with nothing hidden now or before, every counter shows already.
    if (hidden.size === 0 && !this.hiding) return false;
    for (const c of this.layers.counters) c.visible = !hidden.has(c.label.slice('unit:'.length));
    this.hiding = hidden.size > 0;
    return true;
  }

  private applyCamera(): void {
    for (const world of [this.world, ...Object.values(this.overlays ?? {}).map((o) => o.world)]) {
      world.scale.set(this.camera.zoom);
      world.position.set(this.camera.x, this.camera.y);
    }
    this.cacheStatic(false);
    this.drawMarkers();
    this.showCounterParts();
    this.requestRender();
    this.callbacks.onCamera?.();
  }

  /** Every display object on the stage (npm run measure:render compares them by identity before and after a change). */
  displayObjects(): Container[] {
    const out: Container[] = [];
    const walk = (c: Container) => {
      out.push(c);
      for (const child of c.children) walk(child);
    };
    walk(this.app.stage);
    for (const o of Object.values(this.overlays ?? {})) walk(o.world);
    return out;
  }

  /** What the minimap needs of the view: camera, turn and size (docs/playing.md, "The overview"). */
  overview(): { camera: Camera; quarterTurns: 0 | 1; width: number; height: number } {
    return {
      camera: this.camera,
      quarterTurns: this.quarterTurns,
      width: this.host.clientWidth,
      height: this.host.clientHeight,
    };
  }

  /** Centres the view on a (turned) world point: a click on the minimap. */
  centreOn(p: Point): void {
    this.view.centreOn(p, { width: this.host.clientWidth, height: this.host.clientHeight });
    this.applyCamera();
  }

  /**
   * (Re)makes the static layer's texture at the resolution the camera's zoom needs, so it stays
   * sharp: at once when its contents changed (or it has none yet), else once a zoom has settled
   * (re-rendering the terrain on every wheel step would cost more than the cache saves).
   */
  private cacheStatic(contentsChanged: boolean): void {
    if (!this.scene) return;
    const { cols, rows } = this.scene.game.map;
    const b = mapBounds(cols, rows);
    const wanted = cacheResolution(this.camera.zoom * this.app.renderer.resolution, Math.max(b.width, b.height));
    const apply = () => {
      this.cacheTimer = null;
      if (this.destroyed) return;
      if (contentsChanged || this.cachedResolution === 0 || Math.abs(wanted / this.cachedResolution - 1) > 0.1) {
        this.layers.staticLayer.cacheAsTexture({ resolution: wanted, antialias: true });
        this.cachedResolution = wanted;
        this.requestRender(['below']);
      }
    };
    if (this.cacheTimer) clearTimeout(this.cacheTimer);
    if (contentsChanged || this.cachedResolution === 0) apply();
    else this.cacheTimer = setTimeout(apply, 180);
  }

  private resize(): void {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    this.app.renderer.resize(w, h);
    for (const o of Object.values(this.overlays ?? {})) o.target.source.resize(w, h);
    if (!this.view.movedByPlayer) this.fit();
    else this.requestRender();
  }

  /** Far out, counters show a big symbol and count; zoomed in, also names. */
  private showCounterParts(): void {
    const level = counterDetail(this.camera.zoom);
    for (const counter of [...this.layers.counters, ...this.player.layer.children]) {
      for (const part of counter.children)
        if (part.label === 'glance' || part.label === 'detail') part.visible = part.label === level;
    }
  }

  /** True when the markers were drawn again. */
  private drawMarkers(): boolean {
    return !!this.scene && this.layers.drawMarkers(this.scene.game, this.camera.zoom, this.quarterTurns);
  }

  private hexAtClient(clientX: number, clientY: number): Hex | null {
    if (!this.scene) return null;
    const rect = this.app.canvas.getBoundingClientRect();
    const { cols, rows } = this.scene.game.map;
    return this.view.hexAt(cols, rows, { x: clientX - rect.left, y: clientY - rect.top });
  }
}
