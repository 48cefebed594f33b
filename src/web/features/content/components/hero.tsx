import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const promises = ['12-month warranty', 'Ships within 24 h', 'Fit guaranteed by part number'];

/** Home banner: title, subtitle, intro text and Get Started. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="from-base-200 to-base-100 bg-gradient-to-b">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-14">
        <div>
          <p className="badge badge-soft badge-primary badge-lg mb-4 font-medium">Laptop parts shop</p>
          <h1 id="hero-title" className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Bring your laptop <span className="text-primary">back to life</span>
          </h1>
          <p className="mt-4 text-xl font-medium sm:text-2xl">Batteries, screens, SSDs, memory, keyboards, chargers and fans that fit.</p>
          <p className="text-base-content/75 mt-4 max-w-xl text-lg">
            Every part is matched to your model by its part number, tested before it ships and covered for a full year. Fix it yourself with
            our step-by-step guides, and keep the laptop you already know.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.service.getHref()} className="btn btn-primary btn-lg">
              Get Started
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2}>
                <path d="M5 12h14m-6-6 6 6-6 6" />
              </svg>
            </Link>
            <Link to={paths.blogs.getHref()} className="btn btn-ghost btn-lg">
              Read repair guides
            </Link>
          </div>
          <ul className="text-base-content/80 mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="text-success h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.5}
                >
                  <path d="m5 12 4.5 4.5L19 7" />
                </svg>
                {p}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/hero.svg"
          alt="An open laptop surrounded by replacement parts: memory, an SSD and a battery"
          width={1200}
          height={700}
          fetchPriority="high"
          className="rounded-box border-base-300 h-auto w-full border shadow-xl"
        />
      </div>
    </section>
  );
}
