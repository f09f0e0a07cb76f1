// The parts of PixiJS the battlefield uses, and no more (quick to open: docs/development.md, "Opening the page"). The
// Application is started with `manageImports: false`, so PixiJS does not load its whole browser
// bundle (accessibility, DOM and HTML text, its own pointer events, filters, spritesheets) on
// its own: the map takes pointer input from the canvas itself and draws only Graphics and
// Text. A new kind of display object needs its part imported here.
//
// 'pixi.js/unsafe-eval' swaps PixiJS's generated shader and uniform code (new Function) for
// plain functions, so the site runs under a Content Security Policy without 'unsafe-eval'
// (docs/architecture.md, "The built site: Content Security Policy"; PixiJS v8's documented CSP path).
import 'pixi.js/unsafe-eval';
import 'pixi.js/app';
import 'pixi.js/graphics';
import 'pixi.js/text';
