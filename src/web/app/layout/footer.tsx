import { Link } from 'react-router';
import { paths } from '../../config/paths';

const services = ['Book Store', 'Courses', 'Admission Help', 'Job Preparation'];

const socials = [
  {
    name: 'Facebook',
    href: 'https://facebook.com',
    icon: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6Z',
  },
  { name: 'X', href: 'https://x.com', icon: 'M4 4h4.5l4 5.6L17.3 4H20l-6.3 7.3L20.5 20H16l-4.3-6-5.2 6H4l6.6-7.6L4 4Z' },
  {
    name: 'YouTube',
    href: 'https://youtube.com',
    icon: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.5 1.8 1.8 1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  },
];

const linkClass = 'link link-hover opacity-90 hover:opacity-100';

function Brand() {
  return (
    <div className="col-span-2 flex flex-col gap-3">
      <p className="flex items-center gap-2 text-xl font-bold">
        <img src="/images/logo.svg" alt="" width={32} height={32} />
        PartsHub
      </p>
      <p className="max-w-sm opacity-90">
        Laptop parts that fit, tested before they ship, with a 12-month warranty and repair guides to help you fit them.
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to={paths.signup.getHref()} className="btn btn-primary btn-sm">
          Join Now
        </Link>
        <Link
          to={paths.portfolio.getHref()}
          className="btn btn-outline btn-sm border-neutral-content/50 text-neutral-content hover:bg-neutral-content hover:text-neutral"
        >
          Developer
        </Link>
      </div>
    </div>
  );
}

function Services() {
  return (
    <div>
      <h2 className="mb-3 font-semibold tracking-wide uppercase opacity-70">Services</h2>
      <ul className="flex flex-col gap-2 opacity-90">
        {services.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </div>
  );
}

function CompanyLinks() {
  return (
    <nav aria-label="Company">
      <h2 className="mb-3 font-semibold tracking-wide uppercase opacity-70">Company</h2>
      <ul className="flex flex-col gap-2">
        <li>
          <Link to={paths.portfolio.getHref()} className={linkClass}>
            About us
          </Link>
        </li>
        <li>
          <Link to={paths.blogs.getHref()} className={linkClass}>
            Blogs
          </Link>
        </li>
        <li>
          <Link to={paths.giftCards.getHref()} className={linkClass}>
            Gift card balance
          </Link>
        </li>
        <li>
          <Link to={paths.guestOrders.getHref()} className={linkClass}>
            Find my order
          </Link>
        </li>
        <li className="opacity-90">Privacy policy</li>
      </ul>
    </nav>
  );
}

function Contact() {
  return (
    <div className="col-span-2 lg:col-span-1">
      <h2 className="mb-3 font-semibold tracking-wide uppercase opacity-70">Contact</h2>
      <address className="flex flex-col gap-2 not-italic opacity-90">
        <span>12 Circuit Lane, Springfield</span>
        <span>+1 (555) 010-2030</span>
        <span>support@partshub.local</span>
      </address>
      <ul className="mt-4 flex gap-2" aria-label="PartsHub on social media">
        {socials.map((s) => (
          <li key={s.name}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-circle btn-ghost btn-sm text-neutral-content hover:bg-neutral-content/15"
              aria-label={`${s.name} (opens in a new tab)`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
                <path d={s.icon} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-neutral text-neutral-content mt-16 print:hidden" data-testid="footer">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <Brand />
        <Services />
        <CompanyLinks />
        <Contact />
      </div>
      <p className="border-neutral-content/20 border-t px-4 py-5 text-center text-sm opacity-90">
        Copyright © 2022 - {year} PartsHub. All rights reserved.
      </p>
    </footer>
  );
}
