import { cameraName, MODEL_GLASS_FACTS } from './model-facts-lookup';

describe('cameraName', () => {
  it('adds "camera" only to systems whose name does not already say it', () => {
    expect(cameraName({ system: 'Honda Sensing' })).toBe('Honda Sensing camera');
    expect(cameraName({ system: 'Tesla Autopilot forward cameras' })).toBe(
      'Tesla Autopilot forward cameras',
    );
    expect(cameraName({ system: 'Jeep driver-assist camera (lane keeping)' })).toBe(
      'Jeep driver-assist camera (lane keeping)',
    );
  });

  it('names every recorded camera once, never "camera camera"', () => {
    const cameras = Object.values(MODEL_GLASS_FACTS).flatMap((facts) =>
      facts.forwardCamera === 'none' ? [] : [facts.forwardCamera],
    );
    expect(cameras.length).toBeGreaterThan(0);
    for (const camera of cameras) {
      const name = cameraName(camera);
      expect(name).toMatch(/\bcameras?\b/i);
      expect(name).not.toMatch(/cameras?\b[^(]*\bcamera/i);
    }
  });
});
