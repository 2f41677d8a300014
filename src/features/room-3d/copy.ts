/** The 3D view's words that tests and the loader share. */
export const NO_WEBGL_NOTE =
  '3D needs WebGL, which this browser has turned off. The plan shows your room to scale.';
