import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const skills = [
  { group: 'Front end', items: ['React 19', 'TypeScript', 'React Router', 'TanStack Query', 'Tailwind CSS', 'Accessibility (WCAG 2.2)'] },
  { group: 'Back end', items: ['Node.js', 'Fastify', 'PostgreSQL', 'Drizzle ORM', 'REST & OpenAPI', 'Stripe payments'] },
  { group: 'Quality', items: ['Vitest', 'Playwright', 'axe-core', 'CI pipelines', 'Performance budgets'] },
];

const projects = [
  {
    name: 'PartsHub',
    text: 'This shop: a laptop parts store with a catalogue searchable by laptop model, card payments, an admin area and repair guides.',
    tags: ['React', 'Fastify', 'PostgreSQL'],
    href: paths.home.getHref(),
  },
  {
    name: 'RepairLog',
    text: 'A workshop tool that tracks every repair ticket from intake to pickup, with SMS updates for customers.',
    tags: ['TypeScript', 'Node.js', 'SQLite'],
  },
  {
    name: 'FitCheck',
    text: 'A small service that maps laptop serial numbers to compatible part numbers, used to power “does it fit?” answers.',
    tags: ['Data', 'REST API', 'Caching'],
  },
];

function Intro() {
  return (
    <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
      <img
        src="/images/portfolio-avatar.svg"
        alt="Portrait of Alex Morgan, the developer of PartsHub"
        width={160}
        height={160}
        className="ring-primary/30 h-32 w-32 rounded-full ring-4 sm:h-40 sm:w-40"
      />
      <div>
        <p className="text-primary text-sm font-semibold tracking-widest uppercase">Developer</p>
        <h1 className="mt-1 text-4xl font-extrabold tracking-tight sm:text-5xl">Alex Morgan</h1>
        <p className="text-base-content/80 mt-3 max-w-2xl text-lg">
          Full-stack web developer who builds fast, accessible shops. I designed and built PartsHub, from the database to the last button,
          and I still fix my own laptops.
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3 sm:justify-start">
          <a href="mailto:alex.morgan@partshub.local" className="btn btn-primary">
            Hire me
          </a>
          <a href="https://github.com" target="_blank" rel="noopener noreferrer" className="btn btn-outline">
            GitHub <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </header>
  );
}

function Skills() {
  return (
    <section aria-labelledby="skills-heading" className="mt-16">
      <h2 id="skills-heading" className="text-2xl font-bold">
        Skills
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {skills.map((s) => (
          <div key={s.group} className="card bg-base-100 border-base-300 border p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{s.group}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {s.items.map((i) => (
                <li key={i} className="badge badge-soft badge-primary">
                  {i}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function Projects() {
  return (
    <section aria-labelledby="projects-heading" className="mt-16">
      <h2 id="projects-heading" className="text-2xl font-bold">
        Projects
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {projects.map((p) => (
          <li key={p.name} className="card bg-base-100 border-base-300 border p-6 shadow-sm">
            <h3 className="text-lg font-semibold">
              {p.href ? (
                <Link to={p.href} className="link link-hover">
                  {p.name}
                </Link>
              ) : (
                p.name
              )}
            </h3>
            <p className="text-base-content/75 mt-2 flex-1">{p.text}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${p.name} technologies`}>
              {p.tags.map((t) => (
                <li key={t} className="badge badge-outline">
                  {t}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContactMe() {
  return (
    <section aria-labelledby="contact-me-heading" className="bg-base-200/60 rounded-box mt-16 p-8 text-center">
      <h2 id="contact-me-heading" className="text-2xl font-bold">
        Let’s work together
      </h2>
      <p className="text-base-content/80 mx-auto mt-2 max-w-xl">
        Have a shop or a tool that should be faster and easier to use? I answer every message within two days.
      </p>
      <ul className="mt-5 flex flex-wrap justify-center gap-x-8 gap-y-2">
        <li>
          <a className="link link-primary" href="mailto:alex.morgan@partshub.local">
            alex.morgan@partshub.local
          </a>
        </li>
        <li>
          <a className="link link-primary" href="https://www.linkedin.com" target="_blank" rel="noopener noreferrer">
            LinkedIn <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The developer's static portfolio page. */
export function Portfolio() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <Intro />
      <Skills />
      <Projects />
      <ContactMe />
    </div>
  );
}
