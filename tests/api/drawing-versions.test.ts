import { DrawingVersions } from '../../api/src/media/drawing-versions';

describe('DrawingVersions', () => {
  it('draws a subject once, remembers a drawing that has no URL, and forgets the oldest when full', () => {
    const versions = new DrawingVersions(2);
    let draws = 0;
    const draw = (url: string | null) => () => {
      draws++;
      return url;
    };
    expect(versions.urlOf('a', draw('/a?v=1'))).toBe('/a?v=1');
    expect(versions.urlOf('a', draw('/a?v=2'))).toBe('/a?v=1');
    expect(versions.urlOf('none', draw(null))).toBeNull();
    expect(versions.urlOf('none', draw('/none'))).toBeNull();
    expect(draws).toBe(2);
    versions.urlOf('c', draw('/c'));
    expect(versions.urlOf('a', draw('/a?v=3'))).toBe('/a?v=3');
    expect(draws).toBe(4);
  });
});
