import '@fontsource-variable/noto-sans-thai/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { PortalApp } from './portal/PortalApp';

// Plain addresses (/setup/<token>, /audit-log) instead of react-admin's default hash router: the
// set-up link is printed by a command, and the admin server answers index.html for any page.
// A data router, so react-admin can warn about unsaved changes when leaving a form.
// The publisher portal (ADR 0019) is the same bundle at /portal, with its own app and session:
// a router whose basename is /portal, so every link and address inside it stays under /portal.
const inPortal = /^\/portal(\/|$)/.test(window.location.pathname);
const router = inPortal
  ? createBrowserRouter([{ path: '*', element: <PortalApp /> }], { basename: '/portal' })
  : createBrowserRouter([{ path: '*', element: <App /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
