import { SectionHeading } from '../../../components/ui/section-heading';
import { Icon, type IconName } from './icons';

const reasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: '12-month warranty',
    text: 'Every part is tested before it ships. If it fails within a year, we replace it, no questions asked.',
  },
  {
    icon: 'truck',
    title: 'Fast shipping',
    text: 'Orders placed before 3 pm leave our warehouse the same day, in anti-static, well-padded packaging.',
  },
  {
    icon: 'puzzle',
    title: 'Fit guarantee',
    text: 'Matched by part number and laptop model. If it does not fit, send it back within 30 days for free.',
  },
  {
    icon: 'chat',
    title: 'Real repair help',
    text: 'Step-by-step guides on our blog and a support team that actually opens laptops for a living.',
  },
];

/** Home summary block: why buy here. */
export function WhyBuyHere() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="why-heading"
        kicker="Why PartsHub"
        title="Parts you can trust, help when you need it"
        lead="Thousands of laptops repaired instead of replaced, one part at a time."
      />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((r) => (
          <li key={r.title} className="card bg-base-100 border-base-300 border p-6 shadow-sm">
            <span className="bg-primary/10 text-primary mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl">
              <Icon name={r.icon} />
            </span>
            <h3 className="text-lg font-semibold">{r.title}</h3>
            <p className="text-base-content/75 mt-2">{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
