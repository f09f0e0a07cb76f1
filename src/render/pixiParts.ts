// The parts of PixiJS the battlefield uses, and no more (issue 13 point 13: quick to open). The
// Application is started with `manageImports: false`, so PixiJS does not load its whole browser
// bundle (accessibility, DOM and HTML text, its own pointer events, filters, spritesheets) on
// its own: the map takes pointer input from the canvas itself and draws only Graphics and
// Text. A new kind of display object needs its part imported here.
//
// 'pixi.js/unsafe-eval' swaps PixiJS's generated shader and uniform code (new Function) for
// plain functions, so the site runs under a Content Security Policy without 'unsafe-eval'
// (issue 9 point 8; PixiJS v8's documented CSP path).
import 'pixi.js/unsafe-eval';
import 'pixi.js/app';
import 'pixi.js/graphics';
import 'pixi.js/text';
