import {formatTitle} from '../../src/lib/title';

describe('formatTitle', () => {
  it('applies the template to an ordinary page title', () => {
    expect(formatTitle('Forking & Reforking', 'Tevm Node', '%s · Tevm')).toBe(
      'Forking & Reforking · Tevm',
    );
  });
  it('leaves a title that already contains the site title alone', () => {
    expect(formatTitle('What is Tevm Node?', 'Tevm Node', '%s · Tevm')).toBe('What is Tevm Node?');
    expect(formatTitle('Tevm Node', 'Tevm Node', '%s · Tevm')).toBe('Tevm Node');
  });
  it('falls back to the site title for an empty title', () => {
    expect(formatTitle('', 'Tevm Node', '%s · Tevm')).toBe('Tevm Node');
    expect(formatTitle(undefined, 'Tevm Node', '%s · Tevm')).toBe('Tevm Node');
  });
  it('does not treat a partial match ("Tevm" alone) as containing the site title', () => {
    expect(formatTitle('Tevm CLI', 'Tevm Node', '%s · Tevm')).toBe('Tevm CLI · Tevm');
  });
});
