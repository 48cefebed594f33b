import { Img, Link, Section, Text } from '@react-email/components';
import { money } from '../../../lib/text.js';
import type { OrderView } from './content.js';
import { Lines } from './lines.js';
import { theme, type ShopInfo } from './theme.js';

const { light } = theme;
const cell = { color: light.text, fontSize: '15px', lineHeight: '22px', padding: '10px 0', verticalAlign: 'top' } as const;
const lineCell = { ...cell, borderBottom: `1px solid ${light.line}` } as const;
const muted = { color: light.muted, fontSize: '13px' } as const;

/** A signed amount: "−$5.00" for what comes off. */
const signed = (cents: number) => (cents < 0 ? `−${money(-cents)}` : money(cents));

function LineRows({ order, shop }: { order: OrderView; shop: ShopInfo }) {
  return order.lines.map((l, i) => (
    <tr key={i}>
      <td className="mail-line" style={{ ...lineCell, width: '64px', paddingRight: '12px' }}>
        <Img
          className="mail-thumb"
          src={l.imageUrl ?? `${shop.url}${theme.placeholderPath}`}
          width="56"
          height="56"
          alt={l.name}
          style={{ borderRadius: '6px', objectFit: 'cover', border: `1px solid ${light.line}` }}
        />
      </td>
      <td className="mail-text mail-line" style={lineCell}>
        <strong>{`${l.quantity} × ${l.name}`}</strong>
        {l.laptop && (
          <>
            <br />
            <span className="mail-muted" style={muted}>
              {`for ${l.laptop}`}
            </span>
          </>
        )}
        <br />
        <span className="mail-muted" style={muted}>
          {`${money(l.unitPriceCents)} each`}
        </span>
      </td>
      <td className="mail-text mail-line line-total" style={{ ...lineCell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' }}>
        {money(l.lineTotalCents)}
      </td>
    </tr>
  ));
}

function Totals({ order }: { order: OrderView }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 16px' }}>
      <tbody>
        {order.totals.map((t, i) => {
          const style = { ...cell, padding: '3px 0', ...(t.total ? { fontWeight: 700, fontSize: '17px' } : {}) };
          return (
            <tr key={i}>
              <td className="mail-text" style={style}>
                {`${t.label}: `}
              </td>
              <td className="mail-text" style={{ ...style, textAlign: 'right', whiteSpace: 'nowrap' }}>
                {signed(t.cents)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The order: its lines with pictures, the totals to the cent, the delivery and the invoice. */
export function OrderBlock({ order, shop }: { order: OrderView; shop: ShopInfo }) {
  const para = { ...cell, padding: 0, margin: '0 0 12px' };
  return (
    <Section style={{ margin: '0 0 8px' }}>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
        <tbody>
          <LineRows order={order} shop={shop} />
        </tbody>
      </table>
      <Totals order={order} />
      <Text className="mail-text" style={para}>
        {`Order number: ${order.orderNumber}`}
      </Text>
      <Text className="mail-text" style={para}>
        {order.address ? (
          <>
            <strong>Delivery to:</strong>
            <br />
            <Lines text={order.address.join('\n')} />
            {order.option && (
              <>
                <br />
                {`Shipping: ${order.option}`}
              </>
            )}
          </>
        ) : (
          <Lines text={order.noAddress ?? ''} />
        )}
      </Text>
      {order.invoice && (
        <Text className="mail-text" style={para}>
          Invoice:{' '}
          <Link className="mail-link" href={order.invoice.url} style={{ color: light.link, textDecoration: 'underline' }}>
            {order.invoice.label}
          </Link>
        </Text>
      )}
    </Section>
  );
}
