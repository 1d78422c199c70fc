import { Link, Outlet } from 'react-router';

/** Public page frame: navbar, the page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4" aria-label="Navigasi utama">
          <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-800">
            Sigap
          </Link>
          <Link to="/career" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            Karir
          </Link>
        </nav>
      </header>
      <main id="konten" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50 py-6 text-center text-sm text-slate-500">
        © {new Date().getFullYear()} Sigap
      </footer>
    </div>
  );
}
