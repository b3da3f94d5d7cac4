import type { Language, ScorerMessageKey } from '@prepwise/contracts';

// The web's `msg.*` texts of the scoring namespace (apps/web/src/locales/scoring), kept equal by
// report-pdf-texts.test.ts; {{name}} marks a parameter.

const english: Record<ScorerMessageKey, string> = {
  misspelledSuggest: 'Misspelled: did you mean {{words}}?',
  misspelled: 'Misspelled word',
  keyIdeaMissing: 'Key idea not covered: “{{idea}}”',
  paragraphOffTopic: 'This paragraph is unrelated to the task and the rest of the response',
  noResponse: 'No response',
  oneSentence: 'The summary must be one sentence',
  repeatedWord: '“{{word}}” is used {{count}} times: vary your vocabulary',
  templateNotCounted: 'Memorised template: not counted',
  templatePhrase: 'Memorised template phrase: it adds no content',
  wordList: 'A list of words, not a sentence: not counted',
  repeatsText: 'Repeats earlier text: not counted',
  copiedPrompt: 'Copied from the prompt: not counted',
  copiedSource: 'Copied word for word from the source: summarise in your own words',
  copiedSourcePart: 'Copied word for word from the source',
  commaSplice: 'Two sentences are joined by a comma (comma splice)',
  runOn: 'This sentence runs on: split it into shorter sentences',
  fragmentClause: 'This clause is not a full sentence',
  noVerb: 'This sentence has no verb',
  capital: 'Start the sentence with a capital letter',
  agreement: 'The verb does not agree with “{{subject}}”',
  aAn: 'Use “{{wanted}}” before “{{next}}”',
  uncountable: '“{{word}}” is uncountable and has no plural',
  noArticle: 'Do not use “{{article}}” before “{{noun}}”',
  modalBase: 'Use the base form of the verb after “{{modal}}”',
  pastTense: 'This sentence is about the past: use the past tense',
  goodWord: 'Less common word used well',
  keyIdeaCovered: 'Covers the key idea “{{idea}}”',
  keyIdeaCoveredInOtherWords: 'Covers the key idea “{{idea}}” in other words ({{words}})',
  notEnglish: 'The response is not in English',
  wordListNothing: 'A list of words is not a sentence: nothing to assess',
  truncated: 'Only the first {{limit}} of {{total}} words were analysed',
  form: '{{words}} words, {{sentences}} sentence(s)',
  formPadding: '{{words}} words, {{sentences}} sentence(s) ({{padding}} padding words not counted)',
  noToAfterModal: 'No “to” after “{{modal}}”',
  baseAfterTo: 'Use the base form after “to”',
  capitalI: 'The pronoun “I” is always a capital',
  doubleWord: '“{{word}}” is repeated',
  linkAddition: 'Linking word (addition)',
  linkContrast: 'Linking word (contrast)',
  linkCause: 'Linking word (cause and effect)',
  linkExample: 'Linking word (example)',
  linkSequence: 'Linking word (sequence)',
  linkConclusion: 'Linking word (conclusion)',
  mispronounced: '“{{word}}” did not sound like {{phones}}',
  mispronouncedWeakest: '“{{word}}” did not sound like {{phones}} (weakest sound: {{sound}})',
  wordStress: '“{{word}}”: stress expected on syllable {{expected}}, heard on syllable {{heard}}',
  noWordsToJudge: 'No recognised words to judge pronunciation on',
  longPause: 'Pause of {{seconds}} s',
  hesitation: 'Hesitation (filler sound)',
  repetition: 'Repeated word or restart',
  speechRate: '{{overall}} syllables/s overall, {{speaking}} while speaking; {{pauses}} pause(s)',
  contentZeroRule:
    'Content scored 0 (nothing relevant to the task was heard), so this trait scores 0 (rubric)',
  responseCut:
    'A silence of more than 3 s after {{seconds}} s ended the response; later speech was not scored',
  noSpeech: 'No speech was detected',
  wordNotSaid: '“{{word}}” was not said',
  unclearSpeech: 'Speech that matches no word of the text',
  wordNotInText: '“{{word}}” is not in the text',
  keyIdeaHeard: 'Key idea “{{phrase}}” was heard',
  keyIdeaNotHeard: 'Key idea “{{phrase}}” was not heard',
  tooFewKeyIdeas:
    'Content 0: only {{heard}} key idea(s) of the task heard, at least {{needed}} needed (template phrases alone earn no content)',
  phraseHeard: 'Phrase “{{phrase}}” was heard',
  phraseNotHeard: 'Phrase “{{phrase}}” was not heard',
  answerHeard: 'Accepted answer “{{phrase}}” heard',
  answerNotHeard: 'None of the accepted answers ({{answers}}) was heard',
  pronunciationLowWords:
    'Pronunciation is low because {{count}} of {{total}} words sounded far from their model sounds, most of all: {{words}}.',
  pronunciationLowOverall:
    'Pronunciation is low: few words are marked, but the sounds of the whole answer were still far from a clear model, and the score weighs every sound. Furthest from it: {{words}}.',
  fluencyLowPauses:
    'Oral fluency is low because of long pauses: {{count}} of a second or more, the longest {{longest}} s. Pause only at commas and full stops.',
  fluencyLowSlow:
    'Oral fluency is low because the pace was slow: {{rate}} syllables a second, where about {{fluent}} sounds fluent.',
  fluencyLowStumbles:
    'Oral fluency is low because of hesitations and repeated words ({{count}}): say each phrase once, without “um” or “er”.',
  fluencyLowUneven:
    'Oral fluency is low: the rhythm was uneven, short bursts and breaks rather than smooth phrases.',
  contentLowIdeas: 'Content is low: {{covered}} of {{total}} key ideas of the task are covered.',
  contentLowTopic: 'Content is low: the text says little about what the task asks.',
  grammarLowErrors:
    'Grammar is low: {{count}} grammar error(s) in {{sentences}} sentence(s), marked in your text.',
  grammarLowStructure:
    'Grammar is low: few errors are marked, but the sentence structures are simpler than in well-rated essays. Join ideas with clauses (because, although, which) and check each one.',
  spellingLow: 'Spelling is low: {{count}} misspelled word(s) of {{words}}, marked in your text.',
  vocabularyLow:
    'Vocabulary is low: {{varied}} less common word(s), and {{repeated}} word(s) used too often. Choose more precise and varied words.',
  vocabularyLowPlain:
    'Vocabulary is low: {{varied}} less common word(s). Choose more precise and varied words.',
  structureLow:
    'Development, structure and coherence is low: {{paragraphs}} paragraph(s) and {{links}} linking word(s). Write an introduction, body paragraphs and a conclusion, joined by linking words.',
  rangeLow:
    'General linguistic range is low: the text uses a narrower range of structures and words than well-rated essays ({{sentences}} sentence(s)). Vary them with clauses, precise words and different openings.',
};

const vietnamese: Record<ScorerMessageKey, string> = {
  misspelledSuggest: 'Sai chính tả: có phải bạn muốn viết {{words}}?',
  misspelled: 'Từ sai chính tả',
  keyIdeaMissing: 'Chưa đề cập ý chính: “{{idea}}”',
  paragraphOffTopic: 'Đoạn này không liên quan đến đề bài và phần còn lại của bài',
  noResponse: 'Không có câu trả lời',
  oneSentence: 'Bài tóm tắt phải là một câu',
  repeatedWord: '“{{word}}” được dùng {{count}} lần: hãy đa dạng hóa từ vựng',
  templateNotCounted: 'Câu mẫu học thuộc: không được tính',
  templatePhrase: 'Cụm câu mẫu học thuộc: không thêm nội dung',
  wordList: 'Một danh sách từ, không phải câu: không được tính',
  repeatsText: 'Lặp lại đoạn đã viết: không được tính',
  copiedPrompt: 'Chép từ đề bài: không được tính',
  copiedSource: 'Chép nguyên văn từ bài gốc: hãy tóm tắt bằng lời của bạn',
  copiedSourcePart: 'Chép nguyên văn từ bài gốc',
  commaSplice: 'Hai câu được nối bằng dấu phẩy (lỗi nối câu bằng dấu phẩy)',
  runOn: 'Câu này quá dài: hãy tách thành các câu ngắn hơn',
  fragmentClause: 'Mệnh đề này chưa phải là một câu hoàn chỉnh',
  noVerb: 'Câu này không có động từ',
  capital: 'Hãy viết hoa chữ cái đầu câu',
  agreement: 'Động từ không hòa hợp với “{{subject}}”',
  aAn: 'Dùng “{{wanted}}” trước “{{next}}”',
  uncountable: '“{{word}}” là danh từ không đếm được và không có dạng số nhiều',
  noArticle: 'Không dùng “{{article}}” trước “{{noun}}”',
  modalBase: 'Dùng động từ nguyên mẫu sau “{{modal}}”',
  pastTense: 'Câu này nói về quá khứ: hãy dùng thì quá khứ',
  goodWord: 'Từ ít phổ biến được dùng tốt',
  keyIdeaCovered: 'Có đề cập ý chính “{{idea}}”',
  keyIdeaCoveredInOtherWords: 'Có đề cập ý chính “{{idea}}” bằng cách diễn đạt khác ({{words}})',
  notEnglish: 'Bài làm không viết bằng tiếng Anh',
  wordListNothing: 'Một danh sách từ không phải là câu: không có gì để chấm',
  truncated: 'Chỉ {{limit}} trên {{total}} từ đầu tiên được phân tích',
  form: '{{words}} từ, {{sentences}} câu',
  formPadding: '{{words}} từ, {{sentences}} câu ({{padding}} từ độn không được tính)',
  noToAfterModal: 'Không dùng “to” sau “{{modal}}”',
  baseAfterTo: 'Dùng động từ nguyên mẫu sau “to”',
  capitalI: 'Đại từ “I” luôn viết hoa',
  doubleWord: '“{{word}}” bị lặp lại',
  linkAddition: 'Từ nối (bổ sung ý)',
  linkContrast: 'Từ nối (tương phản)',
  linkCause: 'Từ nối (nguyên nhân – kết quả)',
  linkExample: 'Từ nối (ví dụ)',
  linkSequence: 'Từ nối (trình tự)',
  linkConclusion: 'Từ nối (kết luận)',
  mispronounced: '“{{word}}” nghe không giống {{phones}}',
  mispronouncedWeakest: '“{{word}}” nghe không giống {{phones}} (âm yếu nhất: {{sound}})',
  wordStress: '“{{word}}”: trọng âm cần ở âm tiết {{expected}}, nhưng nghe thấy ở âm tiết {{heard}}',
  noWordsToJudge: 'Không nhận ra từ nào để chấm phát âm',
  longPause: 'Ngừng {{seconds}} giây',
  hesitation: 'Ngập ngừng (âm đệm)',
  repetition: 'Lặp từ hoặc nói lại từ đầu',
  speechRate: '{{overall}} âm tiết/giây tính cả bài, {{speaking}} khi đang nói; {{pauses}} lần ngừng',
  contentZeroRule:
    'Nội dung được 0 điểm (không nghe thấy gì liên quan đến đề) nên tiêu chí này cũng 0 điểm (theo thang chấm)',
  responseCut:
    'Khoảng lặng hơn 3 giây sau giây thứ {{seconds}} đã kết thúc bài nói; phần nói sau đó không được chấm',
  noSpeech: 'Không phát hiện được giọng nói',
  wordNotSaid: 'Chưa nói “{{word}}”',
  unclearSpeech: 'Lời nói không khớp với từ nào trong bài',
  wordNotInText: '“{{word}}” không có trong bài',
  keyIdeaHeard: 'Đã nghe thấy ý chính “{{phrase}}”',
  keyIdeaNotHeard: 'Chưa nghe thấy ý chính “{{phrase}}”',
  tooFewKeyIdeas:
    'Nội dung 0 điểm: chỉ nghe thấy {{heard}} ý chính của đề, cần ít nhất {{needed}} (chỉ dùng câu mẫu thì không được điểm nội dung)',
  phraseHeard: 'Đã nghe thấy cụm từ “{{phrase}}”',
  phraseNotHeard: 'Chưa nghe thấy cụm từ “{{phrase}}”',
  answerHeard: 'Đã nghe thấy đáp án đúng “{{phrase}}”',
  answerNotHeard: 'Không nghe thấy đáp án đúng nào ({{answers}})',
  pronunciationLowWords:
    'Phát âm thấp vì {{count}} trên {{total}} từ nghe còn xa âm chuẩn, nhất là: {{words}}.',
  pronunciationLowOverall:
    'Phát âm thấp: ít từ bị đánh dấu, nhưng âm của cả bài nói vẫn còn xa âm chuẩn rõ ràng, và điểm tính trên từng âm. Xa âm chuẩn nhất: {{words}}.',
  fluencyLowPauses:
    'Độ trôi chảy thấp vì có những chỗ ngừng dài: {{count}} lần từ một giây trở lên, lâu nhất {{longest}} giây. Chỉ ngừng ở dấu phẩy và dấu chấm.',
  fluencyLowSlow:
    'Độ trôi chảy thấp vì nói chậm: {{rate}} âm tiết mỗi giây, trong khi khoảng {{fluent}} mới nghe trôi chảy.',
  fluencyLowStumbles:
    'Độ trôi chảy thấp vì ngập ngừng và lặp từ ({{count}} lần): nói mỗi cụm một lần, không “ờ” hay “ừm”.',
  fluencyLowUneven:
    'Độ trôi chảy thấp: nhịp nói không đều, ngắt thành từng đoạn ngắn thay vì các cụm liền mạch.',
  contentLowIdeas: 'Nội dung thấp: bài viết mới nêu {{covered}} trên {{total}} ý chính của đề.',
  contentLowTopic: 'Nội dung thấp: bài viết nói ít về điều đề bài yêu cầu.',
  grammarLowErrors: 'Ngữ pháp thấp: {{count}} lỗi ngữ pháp trong {{sentences}} câu, được đánh dấu trong bài.',
  grammarLowStructure:
    'Ngữ pháp thấp: ít lỗi được đánh dấu, nhưng cấu trúc câu đơn giản hơn các bài được chấm cao. Hãy nối ý bằng mệnh đề (because, although, which) và kiểm tra từng câu.',
  spellingLow: 'Chính tả thấp: {{count}} từ sai chính tả trên {{words}} từ, được đánh dấu trong bài.',
  vocabularyLow:
    'Từ vựng thấp: {{varied}} từ ít phổ biến và {{repeated}} từ bị dùng lặp quá nhiều. Hãy chọn từ chính xác và đa dạng hơn.',
  vocabularyLowPlain: 'Từ vựng thấp: {{varied}} từ ít phổ biến. Hãy chọn từ chính xác và đa dạng hơn.',
  structureLow:
    'Phát triển ý, cấu trúc và mạch lạc thấp: {{paragraphs}} đoạn và {{links}} từ nối. Hãy viết mở bài, các đoạn thân bài và kết luận, nối với nhau bằng từ nối.',
  rangeLow:
    'Độ đa dạng ngôn ngữ thấp: bài viết dùng ít cấu trúc và từ ngữ hơn các bài được chấm cao ({{sentences}} câu). Hãy đa dạng hoá bằng mệnh đề, từ chính xác và cách mở câu khác nhau.',
};

const german: Record<ScorerMessageKey, string> = {
  misspelledSuggest: 'Falsch geschrieben: meintest du {{words}}?',
  misspelled: 'Falsch geschriebenes Wort',
  keyIdeaMissing: 'Kernaussage nicht behandelt: „{{idea}}“',
  paragraphOffTopic: 'Dieser Absatz hat nichts mit der Aufgabe und dem Rest der Antwort zu tun',
  noResponse: 'Keine Antwort',
  oneSentence: 'Die Zusammenfassung muss ein einziger Satz sein',
  repeatedWord: '„{{word}}“ kommt {{count}}-mal vor: variiere deinen Wortschatz',
  templateNotCounted: 'Auswendig gelernte Vorlage: nicht gezählt',
  templatePhrase: 'Auswendig gelernte Floskel: sie fügt keinen Inhalt hinzu',
  wordList: 'Eine Wortliste, kein Satz: nicht gezählt',
  repeatsText: 'Wiederholt früheren Text: nicht gezählt',
  copiedPrompt: 'Aus der Aufgabe kopiert: nicht gezählt',
  copiedSource: 'Wörtlich aus dem Text kopiert: fasse mit eigenen Worten zusammen',
  copiedSourcePart: 'Wörtlich aus dem Text kopiert',
  commaSplice: 'Zwei Sätze sind nur durch ein Komma verbunden (Kommaverbindung)',
  runOn: 'Dieser Satz ist zu lang: teile ihn in kürzere Sätze',
  fragmentClause: 'Dieser Satzteil ist kein vollständiger Satz',
  noVerb: 'Dieser Satz hat kein Verb',
  capital: 'Beginne den Satz mit einem Großbuchstaben',
  agreement: 'Das Verb passt nicht zu „{{subject}}“',
  aAn: 'Verwende „{{wanted}}“ vor „{{next}}“',
  uncountable: '„{{word}}“ ist nicht zählbar und hat keinen Plural',
  noArticle: 'Verwende „{{article}}“ nicht vor „{{noun}}“',
  modalBase: 'Verwende nach „{{modal}}“ die Grundform des Verbs',
  pastTense: 'Dieser Satz handelt von der Vergangenheit: verwende die Vergangenheitsform',
  goodWord: 'Seltenes Wort gut verwendet',
  keyIdeaCovered: 'Greift den Kerngedanken „{{idea}}“ auf',
  keyIdeaCoveredInOtherWords: 'Greift den Kerngedanken „{{idea}}“ mit anderen Worten auf ({{words}})',
  notEnglish: 'Die Antwort ist nicht auf Englisch',
  wordListNothing: 'Eine Wortliste ist kein Satz: nichts zu bewerten',
  truncated: 'Nur die ersten {{limit}} von {{total}} Wörtern wurden ausgewertet',
  form: '{{words}} Wörter, {{sentences}} Satz/Sätze',
  formPadding: '{{words}} Wörter, {{sentences}} Satz/Sätze ({{padding}} Füllwörter nicht gezählt)',
  noToAfterModal: 'Kein „to“ nach „{{modal}}“',
  baseAfterTo: 'Nach „to“ steht die Grundform',
  capitalI: 'Das Pronomen „I“ wird immer großgeschrieben',
  doubleWord: '„{{word}}“ steht doppelt',
  linkAddition: 'Verbindungswort (Ergänzung)',
  linkContrast: 'Verbindungswort (Gegensatz)',
  linkCause: 'Verbindungswort (Ursache und Folge)',
  linkExample: 'Verbindungswort (Beispiel)',
  linkSequence: 'Verbindungswort (Reihenfolge)',
  linkConclusion: 'Verbindungswort (Schluss)',
  mispronounced: '„{{word}}“ klang nicht wie {{phones}}',
  mispronouncedWeakest: '„{{word}}“ klang nicht wie {{phones}} (schwächster Laut: {{sound}})',
  wordStress: '„{{word}}“: Betonung auf Silbe {{expected}} erwartet, auf Silbe {{heard}} gehört',
  noWordsToJudge: 'Keine erkannten Wörter, an denen sich die Aussprache beurteilen lässt',
  longPause: 'Pause von {{seconds}} s',
  hesitation: 'Zögern (Füllaut)',
  repetition: 'Wiederholtes Wort oder Neuansatz',
  speechRate: '{{overall}} Silben/s insgesamt, {{speaking}} beim Sprechen; {{pauses}} Pause(n)',
  contentZeroRule:
    'Der Inhalt erhielt 0 Punkte (nichts zur Aufgabe Passendes gehört), daher auch dieses Kriterium (Bewertungsraster)',
  responseCut:
    'Eine Stille von mehr als 3 s nach {{seconds}} s beendete die Antwort; späteres Sprechen wurde nicht bewertet',
  noSpeech: 'Es wurde keine Sprache erkannt',
  wordNotSaid: '„{{word}}“ wurde nicht gesagt',
  unclearSpeech: 'Gesprochenes, das zu keinem Wort des Textes passt',
  wordNotInText: '„{{word}}“ steht nicht im Text',
  keyIdeaHeard: 'Kerngedanke „{{phrase}}“ wurde gehört',
  keyIdeaNotHeard: 'Kerngedanke „{{phrase}}“ wurde nicht gehört',
  tooFewKeyIdeas:
    'Inhalt 0: nur {{heard}} Kerngedanke(n) der Aufgabe gehört, mindestens {{needed}} nötig (Vorlagensätze allein bringen keine Inhaltspunkte)',
  phraseHeard: 'Wendung „{{phrase}}“ wurde gehört',
  phraseNotHeard: 'Wendung „{{phrase}}“ wurde nicht gehört',
  answerHeard: 'Akzeptierte Antwort „{{phrase}}“ gehört',
  answerNotHeard: 'Keine der akzeptierten Antworten ({{answers}}) wurde gehört',
  pronunciationLowWords:
    'Die Aussprache ist niedrig, weil {{count}} von {{total}} Wörtern weit von ihren Musterlauten entfernt klangen, vor allem: {{words}}.',
  pronunciationLowOverall:
    'Die Aussprache ist niedrig: Nur wenige Wörter sind markiert, aber die Laute der ganzen Antwort lagen noch weit von einem klaren Muster entfernt, und die Bewertung wiegt jeden Laut. Am weitesten entfernt: {{words}}.',
  fluencyLowPauses:
    'Die Sprechflüssigkeit ist niedrig wegen langer Pausen: {{count}} von einer Sekunde oder mehr, die längste {{longest}} s. Nur an Kommas und Punkten pausieren.',
  fluencyLowSlow:
    'Die Sprechflüssigkeit ist niedrig, weil das Tempo langsam war: {{rate}} Silben pro Sekunde, flüssig klingen etwa {{fluent}}.',
  fluencyLowStumbles:
    'Die Sprechflüssigkeit ist niedrig wegen Zögerlauten und Wiederholungen ({{count}}): jede Wendung einmal sagen, ohne „äh“.',
  fluencyLowUneven:
    'Die Sprechflüssigkeit ist niedrig: Der Rhythmus war ungleichmäßig, kurze Stücke und Unterbrechungen statt flüssiger Wendungen.',
  contentLowIdeas:
    'Der Inhalt ist niedrig: {{covered}} von {{total}} Kerngedanken der Aufgabe sind abgedeckt.',
  contentLowTopic: 'Der Inhalt ist niedrig: Der Text sagt wenig zu dem, was die Aufgabe verlangt.',
  grammarLowErrors:
    'Die Grammatik ist niedrig: {{count}} Grammatikfehler in {{sentences}} Satz/Sätzen, im Text markiert.',
  grammarLowStructure:
    'Die Grammatik ist niedrig: Wenige Fehler sind markiert, aber die Satzbauten sind einfacher als in gut bewerteten Texten. Gedanken mit Nebensätzen verbinden (because, although, which) und jeden prüfen.',
  spellingLow:
    'Die Rechtschreibung ist niedrig: {{count}} falsch geschriebene(s) Wort/Wörter von {{words}}, im Text markiert.',
  vocabularyLow:
    'Der Wortschatz ist niedrig: {{varied}} seltenere(s) Wort/Wörter und {{repeated}} zu oft verwendete(s) Wort/Wörter. Genauere und abwechslungsreichere Wörter wählen.',
  vocabularyLowPlain:
    'Der Wortschatz ist niedrig: {{varied}} seltenere(s) Wort/Wörter. Genauere und abwechslungsreichere Wörter wählen.',
  structureLow:
    'Entwicklung, Aufbau und Kohärenz sind niedrig: {{paragraphs}} Absatz/Absätze und {{links}} Verbindungswort/-wörter. Einleitung, Hauptteil-Absätze und Schluss schreiben, durch Verbindungswörter verknüpft.',
  rangeLow:
    'Die sprachliche Bandbreite ist niedrig: Der Text nutzt weniger Satzbauten und Wörter als gut bewertete Texte ({{sentences}} Satz/Sätze). Mit Nebensätzen, genauen Wörtern und anderen Satzanfängen variieren.',
};

/** The scorer's reasons (message keys) in each language of the report. */
export const reportScorerMessages: Record<Language, Record<ScorerMessageKey, string>> = {
  en: english,
  vi: vietnamese,
  de: german,
};
