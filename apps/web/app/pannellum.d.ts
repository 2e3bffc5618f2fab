// Pannellum ships a plain script (it sets window.pannellum); TourViewer.tsx types what it uses.
declare module 'pannellum/build/pannellum.js';
