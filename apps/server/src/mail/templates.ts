import { platformName, type Language } from '@prepwise/contracts';

export const mailTemplates = [
  'activation',
  'reset',
  'signupExisting',
  'resetNoAccount',
  'receipt',
  'reviewReminder',
  'supportReply',
  'classInvitation',
  'assignmentReminder',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];

interface TemplateText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
}

const texts: Record<MailTemplate, Record<Language, TemplateText>> = {
  activation: {
    en: {
      subject: `Activate your ${platformName} account`,
      greeting: (name) => `Hello ${name},`,
      body: `Thank you for signing up for ${platformName}. Please open the link below to activate your account.`,
      action: 'Activate my account',
      footer: 'If you did not sign up, you can ignore this e-mail.',
    },
    vi: {
      subject: `Kích hoạt tài khoản ${platformName} của bạn`,
      greeting: (name) => `Xin chào ${name},`,
      body: `Cảm ơn bạn đã đăng ký ${platformName}. Hãy mở liên kết dưới đây để kích hoạt tài khoản.`,
      action: 'Kích hoạt tài khoản',
      footer: 'Nếu bạn không đăng ký, hãy bỏ qua e-mail này.',
    },
    de: {
      subject: `Aktiviere dein ${platformName}-Konto`,
      greeting: (name) => `Hallo ${name},`,
      body: `Danke für deine Anmeldung bei ${platformName}. Öffne den Link unten, um dein Konto zu aktivieren.`,
      action: 'Konto aktivieren',
      footer: 'Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail.',
    },
  },
  reset: {
    en: {
      subject: `Reset your ${platformName} password`,
      greeting: (name) => `Hello ${name},`,
      body: 'Someone asked to reset the password of your account. The link below works once and expires in 24 hours.',
      action: 'Choose a new password',
      footer: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    },
    vi: {
      subject: `Đặt lại mật khẩu ${platformName}`,
      greeting: (name) => `Xin chào ${name},`,
      body: 'Có yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Liên kết dưới đây chỉ dùng được một lần và hết hạn sau 24 giờ.',
      action: 'Chọn mật khẩu mới',
      footer: 'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này; mật khẩu của bạn không thay đổi.',
    },
    de: {
      subject: `Setze dein ${platformName}-Passwort zurück`,
      greeting: (name) => `Hallo ${name},`,
      body: 'Jemand möchte das Passwort deines Kontos zurücksetzen. Der Link unten funktioniert einmal und läuft nach 24 Stunden ab.',
      action: 'Neues Passwort wählen',
      footer: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
    },
  },
  signupExisting: {
    en: {
      subject: `Someone tried to sign up for ${platformName} with your e-mail`,
      greeting: (name) => `Hello ${name},`,
      body: `Someone, perhaps you, tried to sign up for ${platformName} with this e-mail address, which already has an account. No new account was made. If it was you and you do not remember your password, choose a new one with the link below.`,
      action: 'Reset my password',
      footer: 'If it was not you, you can ignore this e-mail; your account has not changed.',
    },
    vi: {
      subject: `Có người đã thử đăng ký ${platformName} bằng e-mail của bạn`,
      greeting: (name) => `Xin chào ${name},`,
      body: `Có người, có thể là bạn, đã thử đăng ký ${platformName} bằng địa chỉ e-mail này, nhưng địa chỉ này đã có tài khoản. Không có tài khoản mới nào được tạo. Nếu đó là bạn và bạn không nhớ mật khẩu, hãy chọn mật khẩu mới qua liên kết dưới đây.`,
      action: 'Đặt lại mật khẩu',
      footer: 'Nếu đó không phải là bạn, hãy bỏ qua e-mail này; tài khoản của bạn không thay đổi.',
    },
    de: {
      subject: `Jemand wollte sich mit deiner E-Mail-Adresse bei ${platformName} anmelden`,
      greeting: (name) => `Hallo ${name},`,
      body: `Jemand, vielleicht du, wollte sich mit dieser E-Mail-Adresse bei ${platformName} registrieren, doch zu ihr gibt es schon ein Konto. Es wurde kein neues Konto angelegt. Wenn du es warst und dein Passwort nicht mehr weißt, wähle mit dem Link unten ein neues.`,
      action: 'Passwort zurücksetzen',
      footer: 'Wenn du es nicht warst, ignoriere diese E-Mail; dein Konto bleibt unverändert.',
    },
  },
  resetNoAccount: {
    en: {
      subject: `Your ${platformName} password reset request`,
      greeting: (name) => `Hello ${name},`,
      body: `Someone, perhaps you, asked to reset the ${platformName} password of this e-mail address, but there is no account with this address. Perhaps you signed up with another address; or create an account with the link below.`,
      action: 'Create an account',
      footer: 'If you did not ask for this, you can ignore this e-mail.',
    },
    vi: {
      subject: `Yêu cầu đặt lại mật khẩu ${platformName} của bạn`,
      greeting: (name) => `Xin chào ${name},`,
      body: `Có người, có thể là bạn, đã yêu cầu đặt lại mật khẩu ${platformName} cho địa chỉ e-mail này, nhưng không có tài khoản nào với địa chỉ này. Có thể bạn đã đăng ký bằng một địa chỉ khác; hoặc hãy tạo tài khoản qua liên kết dưới đây.`,
      action: 'Tạo tài khoản',
      footer: 'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này.',
    },
    de: {
      subject: `Deine Anfrage zum Zurücksetzen des ${platformName}-Passworts`,
      greeting: (name) => `Hallo ${name},`,
      body: `Jemand, vielleicht du, wollte das ${platformName}-Passwort dieser E-Mail-Adresse zurücksetzen, doch zu dieser Adresse gibt es kein Konto. Vielleicht hast du dich mit einer anderen Adresse registriert; oder lege mit dem Link unten ein Konto an.`,
      action: 'Konto anlegen',
      footer: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
    },
  },
  receipt: {
    en: {
      subject: `Your ${platformName} receipt`,
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for your purchase. Your payment was received and everything below is ready to use in your account.',
      action: 'See your payment history',
      footer: 'Keep this e-mail as your receipt.',
    },
    vi: {
      subject: `Biên nhận ${platformName} của bạn`,
      greeting: (name) => `Xin chào ${name},`,
      body: 'Cảm ơn bạn đã mua hàng. Chúng tôi đã nhận được thanh toán và mọi thứ dưới đây đã sẵn sàng trong tài khoản của bạn.',
      action: 'Xem lịch sử thanh toán',
      footer: 'Hãy lưu e-mail này làm biên nhận.',
    },
    de: {
      subject: `Deine ${platformName}-Quittung`,
      greeting: (name) => `Hallo ${name},`,
      body: 'Danke für deinen Einkauf. Deine Zahlung ist eingegangen und alles unten Aufgeführte steht in deinem Konto bereit.',
      action: 'Zahlungsverlauf ansehen',
      footer: 'Bewahre diese E-Mail als Quittung auf.',
    },
  },
  reviewReminder: {
    en: {
      subject: `Your ${platformName} review is ready`,
      greeting: (name) => `Hello ${name},`,
      body: 'Some of your mistakes are due for review today. A few minutes of short drills help you get them right next time.',
      action: 'Start my review',
      footer: 'You get this e-mail because you asked for review reminders. Turn them off on the review page.',
    },
    vi: {
      subject: `Bài ôn tập ${platformName} của bạn đã sẵn sàng`,
      greeting: (name) => `Xin chào ${name},`,
      body: 'Hôm nay có một số lỗi sai của bạn đến hạn ôn lại. Vài phút luyện tập ngắn giúp bạn làm đúng ở lần sau.',
      action: 'Bắt đầu ôn tập',
      footer: 'Bạn nhận e-mail này vì đã bật nhắc ôn tập. Bạn có thể tắt trên trang ôn tập.',
    },
    de: {
      subject: `Deine ${platformName}-Wiederholung ist bereit`,
      greeting: (name) => `Hallo ${name},`,
      body: 'Einige deiner Fehler sind heute zur Wiederholung fällig. Ein paar Minuten kurzer Übungen helfen dir, sie beim nächsten Mal richtig zu machen.',
      action: 'Wiederholung starten',
      footer:
        'Du bekommst diese E-Mail, weil du Erinnerungen an die Wiederholung eingeschaltet hast. Schalte sie auf der Wiederholungsseite aus.',
    },
  },
  supportReply: {
    en: {
      subject: `${platformName} support answered your message`,
      greeting: (name) => `Hello ${name},`,
      body: 'Our support team replied to your message while you were away. The reply is below; open the conversation to answer.',
      action: 'Open the conversation',
      footer: 'You get this e-mail because you wrote to our support.',
    },
    vi: {
      subject: `Bộ phận hỗ trợ ${platformName} đã trả lời bạn`,
      greeting: (name) => `Xin chào ${name},`,
      body: 'Bộ phận hỗ trợ đã trả lời tin nhắn của bạn khi bạn vắng mặt. Nội dung trả lời ở dưới; hãy mở cuộc trò chuyện để trả lời.',
      action: 'Mở cuộc trò chuyện',
      footer: 'Bạn nhận e-mail này vì bạn đã nhắn tin cho bộ phận hỗ trợ.',
    },
    de: {
      subject: `Der ${platformName}-Support hat dir geantwortet`,
      greeting: (name) => `Hallo ${name},`,
      body: 'Unser Support hat auf deine Nachricht geantwortet, während du weg warst. Die Antwort steht unten; öffne das Gespräch, um zu antworten.',
      action: 'Gespräch öffnen',
      footer: 'Du bekommst diese E-Mail, weil du unserem Support geschrieben hast.',
    },
  },
  classInvitation: {
    en: {
      subject: `You are invited to a class on ${platformName}`,
      greeting: (name) => `Hello ${name},`,
      body: `Your teacher has added you to a class on ${platformName}, where you practise for your English exam and hand in the work they give you. Create your account with this e-mail address: you join the class when it is activated.`,
      action: 'Create my account',
      footer: 'If you do not know this teacher, you can ignore this e-mail.',
    },
    vi: {
      subject: `Bạn được mời vào một lớp học trên ${platformName}`,
      greeting: (name) => `Xin chào ${name},`,
      body: `Giáo viên của bạn đã thêm bạn vào một lớp học trên ${platformName}, nơi bạn luyện thi tiếng Anh và nộp bài giáo viên giao. Hãy tạo tài khoản bằng địa chỉ e-mail này: bạn sẽ vào lớp khi tài khoản được kích hoạt.`,
      action: 'Tạo tài khoản',
      footer: 'Nếu bạn không biết giáo viên này, hãy bỏ qua e-mail này.',
    },
    de: {
      subject: `Du bist zu einer Klasse auf ${platformName} eingeladen`,
      greeting: (name) => `Hallo ${name},`,
      body: `Deine Lehrkraft hat dich zu einer Klasse auf ${platformName} hinzugefügt, in der du für deine Englischprüfung übst und Aufgaben abgibst. Lege dein Konto mit dieser E-Mail-Adresse an: Sobald es aktiviert ist, bist du in der Klasse.`,
      action: 'Konto anlegen',
      footer: 'Wenn du diese Lehrkraft nicht kennst, kannst du diese E-Mail ignorieren.',
    },
  },
  assignmentReminder: {
    en: {
      subject: `Your class work on ${platformName} is due tomorrow`,
      greeting: (name) => `Hello ${name},`,
      body: 'Work your teacher gave your class is due within a day and you have not handed it in yet.',
      action: 'Open my classes',
      footer: 'You get this e-mail because you are in a class on this platform.',
    },
    vi: {
      subject: `Bài tập lớp trên ${platformName} của bạn đến hạn vào ngày mai`,
      greeting: (name) => `Xin chào ${name},`,
      body: 'Bài tập giáo viên giao cho lớp của bạn sẽ đến hạn trong vòng một ngày và bạn chưa nộp.',
      action: 'Mở lớp học của tôi',
      footer: 'Bạn nhận e-mail này vì bạn đang ở trong một lớp học trên nền tảng này.',
    },
    de: {
      subject: `Deine Klassenaufgabe auf ${platformName} ist morgen fällig`,
      greeting: (name) => `Hallo ${name},`,
      body: 'Eine Aufgabe, die deine Lehrkraft deiner Klasse gegeben hat, ist innerhalb eines Tages fällig, und du hast sie noch nicht abgegeben.',
      action: 'Meine Klassen öffnen',
      footer: 'Du bekommst diese E-Mail, weil du in einer Klasse auf dieser Plattform bist.',
    },
  },
};

/** Renders a transactional e-mail (subject, plain text and HTML) in the user's language. */
export function renderMail(
  template: MailTemplate,
  language: Language,
  params: { name: string; link: string; details?: string[] | undefined },
) {
  const t = texts[template][language];
  const details = params.details ?? [];
  const detailText = details.length > 0 ? `${details.join('\n')}\n\n` : '';
  const text = `${t.greeting(params.name)}\n\n${t.body}\n\n${detailText}${t.action}: ${params.link}\n\n${t.footer}\n\n${platformName}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(params.name))}</p><p>${escapeHtml(t.body)}</p>${details.length > 0 ? `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
<p><a href="${escapeHtml(params.link)}">${escapeHtml(t.action)}</a></p>
<p style="color:#555">${escapeHtml(t.footer)}</p><p>${platformName}</p></body></html>`;
  return { subject: t.subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
