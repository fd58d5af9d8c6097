/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { renderInSlices } from '../src/renderInSlices';

const page = (
  <BrowserRouter>
    <Routes>
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/modify" element={<h1>My menu</h1>} />
    </Routes>
  </BrowserRouter>
);

describe('renderInSlices', () => {
  it('renders the page as a transition, keeping the root inert until it is committed', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const root = document.createElement('div');
    root.setAttribute('inert', '');
    await act(async () => renderInSlices(root, page));
    expect(root.textContent).toBe('Dashboard');
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it("replaces a page the loader held but for its cookie notice: what was inert goes, and so does the loader's mark", async () => {
    window.history.replaceState(null, '', '/dashboard');
    const root = document.createElement('div');
    root.setAttribute('data-holds-input', '');
    root.innerHTML = '<main inert=""><h1>Welcome</h1></main><section id="cookie-notice"><button type="button">Ok</button></section>';
    await act(async () => renderInSlices(root, page));
    expect(root.textContent).toBe('Dashboard');
    expect([root.hasAttribute('data-holds-input'), root.querySelector('[inert]')]).toEqual([false, null]);
  });

  it('tells the router of a back or forward step taken after it read the address and before the page was committed', async () => {
    window.history.replaceState(null, '', '/dashboard');
    let stepped = false;
    // A step back while React renders in slices: the router has read /dashboard and is not listening.
    function StepBackMeanwhile() {
      if (!stepped) {
        stepped = true;
        window.history.replaceState(null, '', '/modify');
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
      return null;
    }
    const root = document.createElement('div');
    await act(async () =>
      renderInSlices(
        root,
        <BrowserRouter>
          <Routes>
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            <Route path="/modify" element={<h1>My menu</h1>} />
          </Routes>
          <StepBackMeanwhile />
        </BrowserRouter>,
      ),
    );
    expect(stepped).toBe(true);
    expect(root.textContent).toBe('My menu');
  });
});
