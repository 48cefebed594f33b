/** How people name a return, on screens and in its e-mails: "Return 2 of PH-2026-000123". (No zod: the web app reads it.) */
export const returnTitle = (ret: { number: number; orderNumber: string }) => `Return ${ret.number} of ${ret.orderNumber}`;
