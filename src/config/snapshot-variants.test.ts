import { paths } from './paths';
import { listSnapshotVariants, snapshotFile } from './route-list';

describe('snapshot variants', () => {
  it('gives every ad landing page a snapshot per non-default service, and no other page', () => {
    const variants = listSnapshotVariants();
    expect(variants).toContain(`${paths.landing('facebook')}?service=repair`);
    expect(variants).toContain(`${paths.landing('instagram')}?service=adas`);
    expect(variants.some((variant) => variant.endsWith('service=windshield'))).toBe(false);
    expect(variants.some((variant) => variant.startsWith(paths.landing('linkedin')))).toBe(false);
  });

  it('maps a path, and a variant, to its file under dist', () => {
    expect(snapshotFile('/')).toBe('index.html');
    expect(snapshotFile('/warranty')).toBe('warranty/index.html');
    expect(snapshotFile('/leads/facebook?service=repair')).toBe(
      'leads/facebook/index.service-repair.html',
    );
    // Other parameters do not count; the default and unknown values are the page itself.
    expect(snapshotFile('/leads/facebook?utm_source=x&service=door&urgent=true')).toBe(
      'leads/facebook/index.service-door.html',
    );
    expect(snapshotFile('/leads/facebook?service=windshield')).toBe('leads/facebook/index.html');
    expect(snapshotFile('/leads/facebook?service=../../secret')).toBe('leads/facebook/index.html');
  });
});
