import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { darkModeCss, theme, type ShopInfo } from './theme.js';

const { light } = theme;

/** Every message's frame: the logo and name, a heading, the content, and the footer. */
export function Layout({ shop, preview, heading, children }: { shop: ShopInfo; preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{heading}</title>
        <style>{darkModeCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-page" style={{ backgroundColor: light.page, margin: 0, padding: '24px 0', fontFamily: theme.font }}>
        <Container style={{ maxWidth: '600px', width: '100%' }}>
          <Section style={{ padding: '0 16px 16px' }} data-skip-in-text>
            <Link href={shop.url} style={{ textDecoration: 'none' }}>
              <Img
                src={`${shop.url}${theme.logoPath}`}
                width="40"
                height="40"
                alt={theme.shopName}
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '8px' }}
              />
              <span
                className="mail-text"
                style={{ color: light.text, fontSize: '20px', fontWeight: 700, marginLeft: '10px', verticalAlign: 'middle' }}
              >
                {theme.shopName}
              </span>
            </Link>
          </Section>
          <Section
            className="mail-card"
            style={{
              backgroundColor: light.card,
              color: light.text,
              borderRadius: '12px',
              padding: '28px 32px',
              borderTop: `4px solid ${theme.brand}`,
            }}
          >
            <h1 style={{ color: light.text, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>{heading}</h1>
            {children}
          </Section>
          <Footer shop={shop} />
        </Container>
      </Body>
    </Html>
  );
}

function Footer({ shop }: { shop: ShopInfo }) {
  return (
    <Section style={{ padding: '16px' }}>
      <Hr className="mail-line" style={{ borderColor: light.line, margin: '0 0 12px' }} />
      <Text className="mail-muted" style={{ color: light.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
        {`${theme.shopName}: laptop parts`} that fit. You get this e-mail because of your account, an order or a request at{' '}
        <Link className="mail-link" href={shop.url} style={{ color: light.link, textDecoration: 'underline' }}>
          {shop.url.replace(/^https?:\/\//, '')}
        </Link>
        .
      </Text>
    </Section>
  );
}
