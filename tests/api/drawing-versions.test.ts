import { DrawingVersions } from '../../api/src/media/drawing-versions';

describe('DrawingVersions', () => {
  it('draws a picture once per subject, redraws it when its subject changes, and forgets the oldest when full', () => {
    const versions = new DrawingVersions<string>(2, (a, b) => a === b);
    let draws = 0;
    const draw = (url: string | null) => () => {
      draws++;
      return url;
    };
    expect(versions.urlOf('a', 'mint', draw('/a?v=1'))).toBe('/a?v=1');
    expect(versions.urlOf('a', 'mint', draw('/a?v=2'))).toBe('/a?v=1');
    expect(versions.urlOf('a', 'grape', draw('/a?v=3'))).toBe('/a?v=3');
    expect(versions.urlOf('none', 'mint', draw(null))).toBeNull();
    expect(versions.urlOf('none', 'mint', draw('/none'))).toBeNull();
    expect(draws).toBe(3);
    versions.urlOf('c', 'mint', draw('/c'));
    expect(versions.urlOf('a', 'grape', draw('/a?v=4'))).toBe('/a?v=4');
    expect(draws).toBe(5);
  });
});
