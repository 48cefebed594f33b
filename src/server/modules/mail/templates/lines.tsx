import { Fragment } from 'react';

/** Text with its line breaks kept. */
export const Lines = ({ text }: { text: string }) =>
  text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
