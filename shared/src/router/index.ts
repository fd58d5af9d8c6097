// The router every app uses, shared at run time as one module (a singleton, like the session): the shell's
// BrowserRouter and the remotes' routes and links must read the same router context. Only what the apps use is
// re-exported, so the page carries that part of react-router instead of the whole package (a shared module is
// bundled with all its exports: shared whole, react-router is ~55 KiB brotli; this part, ~14 KiB).
// Adding an export changes the contract: bump the minor of "@mealplan/shared/router" in shared/contracts.json, so a
// remote that needs the new export refuses a shell that lacks it instead of reading undefined; moving to another
// major of react-router bumps its major.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps } from 'react-router';
