// The yardstick of npm run bench:lighthouse: a bare React page of content like a guest page's (a heading, a paragraph, a
// list of 24 items), rendered in the browser by React + ReactDOM's production build, one bundle (barePage.ts builds it).
import { createRoot } from 'react-dom/client';

const items = Array.from({ length: 24 }, (_, index) => `Meal ${index + 1}: grilled chicken, brown rice and greens`);

function BarePage() {
  return (
    <main>
      <h1>A bare React page</h1>
      <p>The same kind of content as a guest page, with nothing but React and ReactDOM behind it: the page our pages are measured against.</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<BarePage />);
