/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';

import {BylineContext, FrontMatterByline} from '../../src/components/Authors/FrontMatterByline';

jest.mock('../../src/components/Authors/styles.module.css', () => ({
  __esModule: true,
  default: {},
}));

/** A doc's front-matter authors and date show under its H1 (DocItem/Layout provides them). */
describe('FrontMatterByline', () => {
  it('shows the front matter authors and date', () => {
    render(
      <BylineContext.Provider value={{authors: ['Tevm contributors'], date: '2026-03-14'}}>
        <FrontMatterByline />
      </BylineContext.Provider>,
    );
    expect(screen.getByText('By Tevm contributors')).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-14');
  });

  it('shows nothing for a doc without them, or outside a doc', () => {
    const {container} = render(
      <BylineContext.Provider value={{}}>
        <FrontMatterByline />
      </BylineContext.Provider>,
    );
    expect(container.textContent).toBe('');
    expect(render(<FrontMatterByline />).container.textContent).toBe('');
  });
});
