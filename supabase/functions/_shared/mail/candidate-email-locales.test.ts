// The candidate's e-mails in their invitation's language (issue #36): a Spanish and an Arabic
// render of each, and English as it was. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { renderCompletionReceiptEmail } from './completion-receipt-email.ts';
import { renderDataDeletedEmail } from './data-deleted-email.ts';
import { renderFeedbackEmail } from './feedback-email.ts';
import { formatExpiry, renderInvitationEmail } from './invitation-email.ts';
import { renderReminderEmail } from './reminder-email.ts';
import { renderRequestDecidedEmail } from './request-decided-email.ts';

const base = {
  siteUrl: 'https://app.example.com/',
  token: 'AbCdEfGhIjKlMnOpQrStUv',
  interviewTitle: 'Dev & <Ops>',
  companyName: 'Acme',
  logoUrl: null,
  brandColor: null,
  firstName: 'Eve',
  expiresAt: new Date('2026-12-04T14:05:00Z'),
};
const link = 'https://app.example.com/take/AbCdEfGhIjKlMnOpQrStUv';

/** The document's opening tag: its language and direction. */
function htmlTag(html: string): string {
  return /<html[^>]*>/.exec(html)?.[0] ?? '';
}

Deno.test('the invitation in Spanish: subject, both parts, the date and the layout in Spanish', () => {
  const mail = renderInvitationEmail({ ...base, locale: 'es' });
  assertEquals(mail.subject, 'Acme: tiene una invitación a una entrevista para Dev & <Ops>');
  assertEquals(htmlTag(mail.html), '<html lang="es">');
  assertEquals(
    mail.text,
    [
      'Hola, Eve:',
      '',
      'Acme le ha invitado a una entrevista en vídeo para Dev & <Ops>.',
      '',
      'Responda a las preguntas cuando quiera, en vídeo, audio o texto, desde este enlace:',
      link,
      '',
      'El enlace funciona hasta el viernes, 4 de diciembre de 2026, 14:05 UTC.',
      '',
      'Si no esperaba esta invitación, puede ignorar este correo.',
    ].join('\n'),
  );
  assert(
    mail.html.includes(
      'Acme le ha invitado a una entrevista en vídeo para <strong>Dev &amp; &lt;Ops&gt;</strong>.',
    ),
  );
  assert(mail.html.includes('>Empezar la entrevista</a>'), 'the button');
  assert(mail.html.includes(`O abra este enlace: <a href="${link}"`), 'the link line of the layout');
  assert(!/Start your|Or open|Hello|invited/.test(mail.html + mail.text), 'no English left');
});

Deno.test('the invitation in Arabic is written right to left', () => {
  const mail = renderInvitationEmail({ ...base, companyName: null, locale: 'ar' });
  assertEquals(mail.subject, 'أنت مدعو إلى مقابلة بشأن Dev & <Ops>');
  assertEquals(htmlTag(mail.html), '<html lang="ar" dir="rtl">');
  assert(mail.text.startsWith('مرحبًا Eve،'), mail.text);
  assert(mail.text.includes('لقد تمت دعوتك إلى مقابلة بالفيديو بشأن Dev & <Ops>.'));
  assert(mail.html.includes('>ابدأ المقابلة</a>'), 'the button');
  assert(mail.html.includes('أو افتح هذا الرابط: <a href='), 'the link line of the layout');
  assert(!mail.html.includes('<Ops>'), 'values escaped in the HTML part');
  assert(!/Start your|Or open|Hello|invited/.test(mail.html + mail.text), 'no English left');
});

Deno.test('English is as it was: lang="en", no dir, the same words', () => {
  const mail = renderInvitationEmail({ ...base, locale: 'en' });
  assertEquals(htmlTag(mail.html), '<html lang="en">');
  assertEquals(mail.subject, "Acme: you're invited to interview for Dev & <Ops>");
  assertEquals(
    mail.text,
    [
      'Hello Eve,',
      '',
      'Acme has invited you to a video interview for Dev & <Ops>.',
      '',
      'You answer the questions in your own time, by video, audio or text, from this link:',
      link,
      '',
      'The link works until Friday, 4 December 2026, 14:05 UTC.',
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  );
  assert(mail.html.includes(`Or open this link: <a href="${link}" style="color:#228be6;">${link}</a>`));
  assertEquals(formatExpiry(base.expiresAt), formatExpiry(base.expiresAt, 'en'));
});

Deno.test("the reminder: the time left in the locale's plural forms", () => {
  const es = renderReminderEmail({ ...base, hoursBefore: 48, locale: 'es' });
  assertEquals(es.subject, 'Recordatorio: tiene 2 días para completar su entrevista para Dev & <Ops>');
  assert(es.text.includes('Le recordamos que la entrevista en vídeo de Acme para Dev & <Ops> vence el'));
  assert(es.html.includes('>Continuar la entrevista</a>'));
  assertEquals(
    renderReminderEmail({ ...base, hoursBefore: 1, locale: 'es' }).subject,
    'Recordatorio: tiene 1 hora para completar su entrevista para Dev & <Ops>',
  );
  const ar = renderReminderEmail({ ...base, hoursBefore: 48, locale: 'ar' });
  assertEquals(ar.subject, 'تذكير: بقي يومان لإكمال مقابلتك بشأن Dev & <Ops>');
  assertEquals(htmlTag(ar.html), '<html lang="ar" dir="rtl">');
  assertEquals(
    renderReminderEmail({ ...base, hoursBefore: 72, locale: 'ar' }).subject,
    'تذكير: بقي 3 أيام لإكمال مقابلتك بشأن Dev & <Ops>',
  );
  assertEquals(
    renderReminderEmail({ ...base, hoursBefore: 24, locale: 'en' }).subject,
    'Reminder: 24 hours left to complete your interview for Dev & <Ops>',
  );
});

const receipt = {
  firstName: 'Eve',
  interviewTitle: 'Dev & <Ops>',
  companyName: '',
  logoUrl: null,
  brandColor: null,
  completedAt: new Date('2026-12-01T10:00:00Z'),
  decisionDueOn: '2027-01-05',
  consentReceiptUrl: 'https://app.example.com/consent-receipts/abc',
};

Deno.test('the completion receipt: dates in the locale, the team named in it', () => {
  const es = renderCompletionReceiptEmail({ ...receipt, locale: 'es' });
  assertEquals(es.subject, 'Hemos recibido su entrevista para Dev & <Ops>');
  assert(es.text.includes('Sus respuestas a Dev & <Ops> llegaron el 1 de diciembre de 2026.'));
  assert(es.text.includes('El equipo revisará cada respuesta y prevé decidir antes del 5 de enero de 2027'));
  assert(
    es.html.includes(
      '<a href="https://app.example.com/consent-receipts/abc">Su comprobante de consentimiento</a>',
    ),
  );
  assert(es.html.includes('<strong>Próximos pasos:</strong>'));
  const ar = renderCompletionReceiptEmail({ ...receipt, locale: 'ar' });
  assertEquals(ar.subject, 'استلمنا مقابلتك بشأن Dev & <Ops>');
  assertEquals(htmlTag(ar.html), '<html lang="ar" dir="rtl">');
  assert(ar.html.includes('Dev &amp; &lt;Ops&gt;'));
  assert(!/Hello|What happens next|Nothing else/.test(es.text + ar.text), 'no English left');
});

const feedback = {
  firstName: 'Eve',
  interviewTitle: 'Dev & <Ops>',
  companyName: 'Acme',
  logoUrl: null,
  brandColor: null,
  body: 'Thank you <3',
  siteUrl: 'https://app.example.com',
};

Deno.test('the feedback e-mail: the words around the note translated, the note as written', () => {
  const es = renderFeedbackEmail({ ...feedback, locale: 'es' });
  assertEquals(es.subject, 'Comentarios sobre su entrevista para Dev & <Ops>');
  assert(es.text.includes('Acme le ha escrito sobre su entrevista en vídeo para Dev & <Ops>:'));
  assert(es.text.includes('Thank you <3'), 'the note');
  assert(
    es.html.includes(
      'Puede volver a leerlo en su <a href="https://app.example.com/candidate/dashboard">portal de candidato</a>.',
    ),
  );
  const ar = renderFeedbackEmail({ ...feedback, locale: 'ar' });
  assertEquals(ar.subject, 'ملاحظات حول مقابلتك بشأن Dev & <Ops>');
  assertEquals(htmlTag(ar.html), '<html lang="ar" dir="rtl">');
  assert(ar.html.includes('<a href="https://app.example.com/candidate/dashboard">بوابة المرشح</a>'));
  assert(ar.html.includes('Thank you &lt;3'), 'the note escaped');
});

Deno.test('the answer to a request: the decision and the accommodations in the locale', () => {
  const open = { ...base, expiresAt: new Date(Date.now() + 86_400_000) };
  const accommodations = { time: 'DOUBLE', extra_attempts: 2, text_answers_allowed: true } as const;
  const es = renderRequestDecidedEmail({
    ...open,
    kind: 'ACCOMMODATION',
    approved: true,
    accommodations,
    locale: 'es',
  });
  assertEquals(es.subject, 'Su solicitud de adaptación: Dev & <Ops>');
  assert(
    es.text.includes(
      'Acme ha aprobado su adaptación: el doble de tiempo para cada respuesta, 2 intentos más en cada pregunta, responder por escrito en lugar de ante la cámara.',
    ),
    es.text,
  );
  assert(es.html.includes('>Abrir la entrevista</a>'));
  const ar = renderRequestDecidedEmail({
    ...open,
    kind: 'EXTENSION',
    approved: false,
    accommodations,
    locale: 'ar',
  });
  assertEquals(ar.subject, 'طلبك للحصول على مزيد من الوقت: Dev & <Ops>');
  assertEquals(htmlTag(ar.html), '<html lang="ar" dir="rtl">');
  assert(ar.text.includes('لم تتمكن Acme من منحك مزيدًا من الوقت لهذه المقابلة.'));
  const en = renderRequestDecidedEmail({
    ...open,
    kind: 'ACCOMMODATION',
    approved: true,
    accommodations,
    locale: 'en',
  });
  assert(
    en.text.includes(
      'Acme granted your accommodation: twice the time for each answer, 2 more attempts at each question, answering in writing instead of on camera.',
    ),
    en.text,
  );
});

Deno.test('the deletion confirmation in Spanish and Arabic', () => {
  const interview = { title: 'Dev & <Ops>', companyName: 'Acme' };
  const es = renderDataDeletedEmail({ firstName: 'Eve', interview, locale: 'es' });
  assertEquals(es.subject, 'Sus datos de Dev & <Ops> se han eliminado');
  assert(es.text.includes('de la entrevista «Dev & <Ops>» con Acme'));
  assertEquals(htmlTag(es.html), '<html lang="es">');
  const ar = renderDataDeletedEmail({ firstName: 'Eve', interview: null, locale: 'ar' });
  assertEquals(ar.subject, 'تم حذف حسابك وجميع بياناتك');
  assertEquals(htmlTag(ar.html), '<html lang="ar" dir="rtl">');
});
