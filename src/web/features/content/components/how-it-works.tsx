import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';
import { Icon, type IconName } from './icons';

const steps: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'search',
    title: 'Find your part',
    text: 'Type your laptop model or the part number printed on the old part, like “T480” or “01AV424”.',
  },
  {
    icon: 'cart',
    title: 'Order in a minute',
    text: 'Pay securely by card. We pack it the same day and send you the tracking number.',
  },
  {
    icon: 'wrench',
    title: 'Fit it yourself',
    text: 'Follow our illustrated repair guides, most swaps take less than 20 minutes with a screwdriver.',
  },
];

const brands = ['Lenovo ThinkPad', 'Dell XPS', 'Dell Latitude', 'HP EliteBook', 'Apple MacBook Pro', 'ASUS ZenBook', 'Lenovo Legion'];

/** Home: how ordering works, and the laptops we stock parts for. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="how-heading" kicker="How it works" title="Fixed in three simple steps" />
      <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.title} className="relative flex gap-4">
            <span className="bg-primary text-primary-content flex h-12 w-12 shrink-0 items-center justify-center rounded-full">
              <Icon name={s.icon} />
            </span>
            <div>
              <h3 className="text-lg font-semibold">
                <span className="text-base-content/70 mr-1">{i + 1}.</span> {s.title}
              </h3>
              <p className="text-base-content/75 mt-1">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="bg-base-200/60 rounded-box mt-12 p-6 text-center sm:p-8">
        <h3 className="text-lg font-semibold">Parts for the laptops people keep</h3>
        <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Laptop families we stock parts for">
          {brands.map((b) => (
            <li key={b} className="badge badge-lg badge-outline">
              {b}
            </li>
          ))}
        </ul>
        <Link to={paths.blogs.getHref()} className="link link-primary mt-5 inline-block font-medium">
          Browse the repair guides
        </Link>
      </div>
    </section>
  );
}
