import { Button, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailAction, MailBlock } from './content.js';
import { Lines } from './lines.js';
import { OrderBlock } from './order-block.js';
import { theme, type ShopInfo } from './theme.js';

const { light } = theme;
const paragraph = { color: light.text, fontSize: '15px', lineHeight: '23px', margin: '0 0 16px' } as const;

export const Paragraph = ({ text }: { text: string }) => (
  <Text className="mail-text" style={paragraph}>
    <Lines text={text} />
  </Text>
);

/** A button; the text part prints its label and its URL. */
export const ActionButton = ({ action }: { action: MailAction }) => (
  <Section style={{ margin: '4px 0 20px' }}>
    <Button
      href={action.url}
      style={{
        backgroundColor: theme.button.background,
        color: theme.button.text,
        borderRadius: '8px',
        padding: '12px 20px',
        fontSize: '15px',
        fontWeight: 600,
        textDecoration: 'none',
      }}
    >
      {action.label}
    </Button>
  </Section>
);

/** A framed box: a return address, a gift card's code. */
export const Box = ({ title, mono, children }: { title?: string | undefined; mono?: boolean | undefined; children: ReactNode }) => (
  <Section
    className="mail-box"
    style={{ border: `1px solid ${light.line}`, backgroundColor: light.page, borderRadius: '8px', margin: '0 0 16px' }}
  >
    <Text
      className="mail-text"
      style={{ ...paragraph, margin: 0, padding: '12px 16px', ...(mono ? { fontFamily: 'Menlo, Consolas, monospace' } : {}) }}
    >
      {title && (
        <>
          <strong>{title}</strong>
          <br />
        </>
      )}
      {children}
    </Text>
  </Section>
);

/** One block of a message. */
export function Block({ block, shop }: { block: MailBlock; shop: ShopInfo }) {
  if (typeof block === 'string') return <Paragraph text={block} />;
  if ('action' in block) return <ActionButton action={block.action} />;
  if ('list' in block)
    return (
      <ul className="mail-text" style={{ ...paragraph, paddingLeft: '20px' }}>
        {block.list.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  if ('box' in block)
    return (
      <Box title={block.title} mono={block.mono}>
        <Lines text={block.box} />
      </Box>
    );
  if ('small' in block)
    return (
      <Text className="mail-muted" style={{ ...paragraph, color: light.muted, fontSize: '13px', lineHeight: '19px' }}>
        <Lines text={block.small} />
      </Text>
    );
  return <OrderBlock order={block.order} shop={shop} />;
}

/** Every block, in order. */
export const Blocks = ({ blocks, shop }: { blocks: MailBlock[]; shop: ShopInfo }) =>
  blocks.map((block, i) => <Block key={i} block={block} shop={shop} />);
