import { Link } from 'react-router';
import { paths } from '../../config/paths';

const services = ['Book Store', 'Courses', 'Admission Help', 'Job Preparation'];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-neutral text-neutral-content mt-16">
      <div className="footer sm:footer-horizontal mx-auto max-w-7xl p-10">
        <nav aria-label="Get started">
          <h2 className="footer-title">PartsHub</h2>
          <p className="max-w-xs">Laptop parts that fit, shipped fast, with a 12-month warranty.</p>
          <Link to={paths.signup.getHref()} className="link link-hover">
            Join Now
          </Link>
          <Link to={paths.portfolio.getHref()} className="link link-hover">
            Developer
          </Link>
        </nav>
        <nav aria-label="Services">
          <h2 className="footer-title">Services</h2>
          {services.map((s) => (
            <span key={s}>{s}</span>
          ))}
        </nav>
        <nav aria-label="Company">
          <h2 className="footer-title">Company</h2>
          <Link to={paths.portfolio.getHref()} className="link link-hover">
            About us
          </Link>
          <Link to={paths.blogs.getHref()} className="link link-hover">
            Blogs
          </Link>
          <span>Privacy policy</span>
        </nav>
        <address className="not-italic">
          <h2 className="footer-title">Contact</h2>
          <span>12 Circuit Lane, Springfield</span>
          <span>+1 (555) 010-2030</span>
          <span>support@partshub.local</span>
        </address>
        <nav aria-label="Social">
          <h2 className="footer-title">Social</h2>
          <div className="flex gap-3">
            <a className="link link-hover" href="https://facebook.com" rel="noopener noreferrer" target="_blank">
              Facebook
            </a>
            <a className="link link-hover" href="https://x.com" rel="noopener noreferrer" target="_blank">
              X
            </a>
            <a className="link link-hover" href="https://youtube.com" rel="noopener noreferrer" target="_blank">
              YouTube
            </a>
          </div>
        </nav>
      </div>
      <p className="border-neutral-content/20 border-t py-4 text-center text-sm">
        Copyright © 2022 - {year} PartsHub. All rights reserved.
      </p>
    </footer>
  );
}
