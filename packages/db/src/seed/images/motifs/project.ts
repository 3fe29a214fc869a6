/** Minimal perspective camera for the 3D-ish motifs (blades, combustor). */

export interface Cam {
  yaw: number;
  pitch: number;
  dist: number;
  focal: number;
  cx: number;
  cy: number;
}

/** Rotate a 3D point by yaw (around y) then pitch (around x) and project with perspective; returns [x, y, depth]. */
export function project(cam: Cam, x: number, y: number, z: number): [number, number, number] {
  const cyw = Math.cos(cam.yaw);
  const syw = Math.sin(cam.yaw);
  const x1 = x * cyw + z * syw;
  const z1 = -x * syw + z * cyw;
  const cp = Math.cos(cam.pitch);
  const sp = Math.sin(cam.pitch);
  const y2 = y * cp - z1 * sp;
  const z2 = y * sp + z1 * cp;
  const k = cam.focal / (cam.dist + z2);
  return [cam.cx + x1 * k, cam.cy + y2 * k, z2];
}
