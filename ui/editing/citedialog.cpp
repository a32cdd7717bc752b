#include "citedialog.h"

#include "datefield.h"
#include "datewordsnote.h"
#include "sourcetitle.h"

#include <core/datephrase.h>
#include <core/textoffsets.h>
#include <ui/corpusmodel.h>

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextEdit>
#include <QTextLayout>
#include <QVBoxLayout>

#include <cmath>
#include <cstdlib>
#include <limits>

namespace parallax::ui {

namespace {

// The passage cited, read-only, as tall as its first lines up to
// kMostLines; the rest scrolls.
class QuoteBox final : public QTextEdit
{
public:
    static constexpr int kMostLines = 4;

    QuoteBox(const QString &quote, QWidget *parent)
        : QTextEdit(parent)
    {
        setObjectName(QStringLiteral("citedQuote"));
        setPlainText(quote);
        setReadOnly(true);
        setTabChangesFocus(true);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        fitLines();
    }

protected:
    void resizeEvent(QResizeEvent *e) override
    {
        QTextEdit::resizeEvent(e);
        fitLines(); // the lines the width wraps the passage into
    }

private:
    void fitLines()
    {
        // The document is laid out whole, at the viewport's width: the
        // heights of its first lines (a line of Chinese in a fallback font is
        // taller than the font's own spacing).
        QTextDocument *doc = document();
        doc->setTextWidth(viewport()->width());
        qreal height = doc->documentMargin();
        int lines = 0;
        for (QTextBlock b = doc->firstBlock(); b.isValid() && lines < kMostLines; b = b.next()) {
            const QTextLayout *layout = b.layout();
            for (int i = 0; layout && i < layout->lineCount() && lines < kMostLines; ++i, ++lines)
                height += layout->lineAt(i).height();
        }
        if (lines == 0)
            height += fontMetrics().lineSpacing();
        const int total = int(std::ceil(height + doc->documentMargin())) + 2 * frameWidth();
        if (total != this->height())
            setFixedHeight(total);
    }
};

} // namespace

CiteDialog::CiteDialog(
    const CorpusModel *model, const QString &sourceId, qsizetype start, qsizetype end, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_sourceId(sourceId)
    , m_start(start)
    , m_end(end)
{
    setWindowTitle(tr("Cite for Event"));
    setObjectName(QStringLiteral("citeDialog"));
    setMinimumWidth(560);
    const Source *source = model->source(sourceId);
    m_sourceText = source ? model->sourceText(sourceId) : QString();
    const QString &text = m_sourceText;
    const CodePointMap map(text);
    const qsizetype from = map.toUtf16(start), to = map.toUtf16(end);
    if (from >= 0 && to > from)
        m_quote = text.mid(from, to - from);

    auto *layout = new QVBoxLayout(this);
    // The source and the words cited (not their offsets: a reader counts no
    // characters), in a few lines that scroll: a long passage stood whole at
    // the top and squeezed the fields below to slivers at 1280x720.
    layout->addWidget(new QLabel(tr("<b>%1</b>:").arg(source ? source->title.toHtmlEscaped() : sourceId), this));
    layout->addWidget(new QuoteBox(m_quote, this));

    addEventChoices(layout);
    layout->addLayout(buildDateForm());
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    // Room for a refused date's two lines from the start: grown as it was
    // typed, the status squeezed the date fields' explanations under it.
    m_status->setMinimumHeight(fontMetrics().lineSpacing() * 2 + 2);
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Cite"));
    layout->addWidget(m_buttons);

    connectInputs();
    fillEvents({});
    proposeDate();
    proposeEvent();
    revalidate();
    // A database without events yet: the passage can only be cited for a new
    // one (it showed an empty list and said "Choose an event").
    if (m_model->corpus().events.isEmpty()) {
        m_existingChoice->setEnabled(false);
        m_search->setEnabled(false);
        m_events->setEnabled(false);
    }
}

// An existing event (found by typing part of its title) or a new one (its
// title and date).
void CiteDialog::addEventChoices(QVBoxLayout *layout)
{
    m_existingChoice = new QRadioButton(tr("An &existing event:"), this);
    m_existingChoice->setChecked(true);
    layout->addWidget(m_existingChoice);
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Type part of a title…"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    m_events = new QListWidget(this);
    // Five events at least, more as the dialog grows: the list's usual
    // height made the dialog taller than a 1280x720 screen leaves room for.
    m_events->setMinimumHeight(5 * m_events->fontMetrics().lineSpacing());
    m_events->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    layout->addWidget(m_events, 1);

    m_eventWarning = new QLabel(this);
    m_eventWarning->setObjectName(QStringLiteral("eventWarning"));
    m_eventWarning->setWordWrap(true);
    m_eventWarning->hide();
    layout->addWidget(m_eventWarning);

    m_newChoice = new QRadioButton(tr("A &new event:"), this);
    layout->addWidget(m_newChoice);
    m_choices = new QButtonGroup(this);
    m_choices->addButton(m_existingChoice);
    m_choices->addButton(m_newChoice);
    auto *newForm = new QFormLayout;
    m_newTitle = new QLineEdit(this);
    m_newDate = new DateField(false, this);
    m_newDate->setPlaceholders(tr("e.g. 1814-04-06 or 6 April 1814 (default: the claimed date)"),
        DateField::tr("e.g. 1814-04-06 or 6 April 1814"));
    m_newDate->setEmptyExplanation(tr("Left empty, the new event takes the claimed date."));
    newForm->addRow(tr("&Title:"), m_newTitle);
    newForm->addRow(tr("&Date:"), m_newDate);
    layout->addLayout(newForm);
}

void CiteDialog::connectInputs()
{
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &t) {
        m_existingChoice->setChecked(true);
        fillEvents(t);
    });
    connect(m_newTitle, &QLineEdit::textEdited, this, [this] { m_newChoice->setChecked(true); });
    // Chosen by a click or Alt+N: the new event's title is what to type next.
    connect(m_newChoice, &QRadioButton::clicked, m_newTitle, qOverload<>(&QWidget::setFocus));
    // An event picked in the list (by mouse or keys) is the choice.
    connect(m_events, &QListWidget::itemClicked, m_existingChoice, [this] { m_existingChoice->setChecked(true); });
    connect(m_events, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && m_events->hasFocus())
            m_existingChoice->setChecked(true);
    });
    for (QLineEdit *e : {m_newTitle, m_search})
        connect(e, &QLineEdit::textChanged, this, &CiteDialog::revalidate);
    for (DateField *f : {m_newDate, m_claimed})
        connect(f, &DateField::changed, this, &CiteDialog::revalidate);
    connect(m_events, &QListWidget::currentRowChanged, this, &CiteDialog::revalidate);
    connect(m_choices, &QButtonGroup::buttonToggled, this, &CiteDialog::revalidate);
}

// The date in the source's words (with which words were read), the claimed
// date, the gloss and the note.
QFormLayout *CiteDialog::buildDateForm()
{
    auto *form = new QFormLayout;
    m_dateWords = new QLineEdit(this);
    m_claimed = new DateField(false, this);
    m_gloss = new QLineEdit(this);
    m_note = new QLineEdit(this);
    form->addRow(tr("Date in the source's &words:"), m_dateWords);
    m_dateNote = new DateWordsNote(m_dateWords, m_claimed, this);
    form->addRow(m_dateNote);
    form->addRow(tr("&Claimed date:"), m_claimed);
    form->addRow(tr("English &gloss:"), m_gloss);
    form->addRow(tr("N&ote:"), m_note);
    connect(m_dateWords, &QLineEdit::textEdited, this, &CiteDialog::rereadDateWords);
    return form;
}

void CiteDialog::fillEvents(const QString &text)
{
    constexpr int kShown = 200;
    const QString wanted = text.trimmed();
    const QString keep = m_events->currentItem() ? m_events->currentItem()->data(Qt::UserRole).toString() : QString();
    m_events->clear();
    for (const Event &e : m_model->corpus().events) {
        bool match = wanted.isEmpty() || e.id.contains(wanted, Qt::CaseInsensitive);
        for (auto it = e.titles.begin(); !match && it != e.titles.end(); ++it)
            match = it.valueView().contains(wanted, Qt::CaseInsensitive); // read in place: no copy an event
        if (!match)
            continue;
        auto *item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(pickName(e.titles, m_model->displayLanguage()),
                                             e.date.isValid() ? e.date.toEdtf() : QString()),
            m_events);
        item->setData(Qt::UserRole, e.id);
        if (e.id == keep)
            m_events->setCurrentItem(item);
        if (m_events->count() >= kShown)
            break;
    }
    if (!m_events->currentItem() && m_events->count() > 0 && !wanted.isEmpty())
        m_events->setCurrentRow(0);
}

namespace {

// Whether text[i] ends a sentence; the full stop of a Danish or German
// ordinal ("den 6. april") does not.
bool endsSentenceAt(QStringView text, qsizetype i)
{
    const QChar c = text[i];
    if (c != u'.')
        return QStringLiteral("!?。！？\n").contains(c);
    qsizetype digits = 0;
    while (i - digits > 0 && text[i - digits - 1].isDigit())
        ++digits;
    return digits == 0 || digits > 2;
}

// The words of `text` that `phrase` read, from the first to the last.
QString wordsRead(QStringView text, const DatePhrase &phrase)
{
    if (phrase.words.isEmpty())
        return {};
    const qsizetype first = phrase.words.first().offset;
    const qsizetype last = phrase.words.last().offset + phrase.words.last().length;
    return text.mid(first, last - first).toString();
}

} // namespace

// The text before the selection that the date proposal reads: the
// preceding pages of the same source, from the start of a line.
QStringView CiteDialog::contextBefore() const
{
    return dateContextBefore(m_sourceText, m_start);
}

DatePhraseOptions CiteDialog::phraseOptions() const
{
    return datePhraseOptions(m_model->source(m_sourceId));
}

// The date words of the selection (or of its sentence just before it), read
// with the dates of the text before as reference, proposed as the source's
// own wording and as the claimed date; the label says which words were read.
// They are read in the source's language, or in another where that reads
// none or less of them (a Danish text quoting an English letter).
void CiteDialog::proposeDate()
{
    if (m_quote.isEmpty())
        return;
    const QStringView before = contextBefore();
    const DatePhraseOptions options = phraseOptions();
    auto phrase = parseDatePhraseInAnyLanguage(before, m_quote, options);
    QString words = phrase ? wordsRead(m_quote, phrase.value()) : QString();
    Where where = Where::Selection;
    // No date in the selection: the words of its sentence before it, then
    // the whole sentence before that one.
    qsizetype end = before.size();
    for (Where w : {Where::JustBefore, Where::SentenceBefore}) {
        if (phrase)
            break;
        qsizetype start = end;
        if (w == Where::SentenceBefore)
            while (start > 0 && endsSentenceAt(before, start - 1))
                --start;
        while (start > 0 && !endsSentenceAt(before, start - 1))
            --start;
        const QStringView lead = before.mid(start, end - start);
        phrase = parseDatePhraseInAnyLanguage(before.left(start), lead, options);
        if (phrase && proposeRelativeAfter(before.left(start), lead, phrase.value()))
            return;
        if (phrase)
            words = wordsRead(lead, phrase.value());
        where = w;
        end = start;
    }
    if (!phrase) {
        if (!proposeWithNearbyYear(before, options))
            m_dateNote->setNote(tr("No date words found in the selection or just before it."));
        return;
    }
    setProposal(words, phrase.value());
    describeProposal(words, phrase.value(), where);
}

// The date words and the date they say, proposed as the claimed date.
void CiteDialog::setProposal(const QString &words, const DatePhrase &phrase)
{
    m_dateNote->setWordsDate(phrase.date);
    m_dateWords->setText(words);
    m_claimed->edit()->setText(phrase.edtf);
}

// Date words without a year ("the twentieth of April") where the text
// before names none: the year of the nearest passage of this source cited
// with a date, said so.
bool CiteDialog::proposeWithNearbyYear(QStringView before, DatePhraseOptions options)
{
    const std::optional<DatePoint> nearby = nearestCitedDate();
    if (!nearby)
        return false;
    options.referenceYear = nearby->year;
    const auto phrase = parseDatePhraseInAnyLanguage(before, m_quote, options);
    if (!phrase)
        return false;
    const QString words = wordsRead(m_quote, phrase.value());
    setProposal(words, phrase.value());
    m_dateNote->setNote(tr("Read from “%1” in the selection; the year %2 is that of the nearest passage of this "
                           "source cited with a date (%3).")
                            .arg(words)
                            .arg(nearby->year)
                            .arg(HistoricalDate(*nearby).toDisplayString(locale())));
    return true;
}

// The claimed date of the passage of this source nearest the selection.
std::optional<DatePoint> CiteDialog::nearestCitedDate() const
{
    std::optional<DatePoint> best;
    qsizetype distance = std::numeric_limits<qsizetype>::max();
    for (const Event &e : m_model->corpus().events)
        for (const Account &a : e.accounts) {
            if (a.orphaned || !a.claimedDate.isValid() || a.sourceId != m_sourceId)
                continue;
            const qsizetype d = std::abs(qsizetype(a.start) - m_start);
            if (d < distance) {
                distance = d;
                best = a.claimedDate.start();
            }
        }
    return best;
}

namespace {

// Whether an event's date and the date the passage gives share a moment.
bool datesAgree(const HistoricalDate &event, const AxisSpan &passage)
{
    return event.isValid() && event.span().overlaps(passage);
}

} // namespace

// The event the passage is proposed for, if one plausibly is its event;
// otherwise the dialog starts at a new event's title. A press of Enter filed
// a passage about the landing of 1 March under the entry into Paris of the
// 20th, the event that happened to be selected.
void CiteDialog::proposeEvent()
{
    const QString id = plausibleEvent();
    if (!id.isEmpty() && showEvent(id)) {
        m_existingChoice->setChecked(true);
        m_search->setFocus();
        return;
    }
    m_events->setCurrentRow(-1);
    m_newChoice->setChecked(true);
    m_newTitle->setFocus();
}

// The selected event when its date holds the date read (or no date was
// read: nothing says it is not the one); else the one event whose date is
// exactly that date; else none.
QString CiteDialog::plausibleEvent() const
{
    const Corpus &c = m_model->corpus();
    const int selected = m_model->selectedEvent();
    const HistoricalDate claimed = m_claimed->date();
    if (!claimed.isValid())
        return selected >= 0 ? c.events[selected].id : QString();
    const AxisSpan span = claimed.span();
    if (selected >= 0 && datesAgree(c.events[selected].date, span))
        return c.events[selected].id;
    QString match;
    for (const Event &e : c.events) {
        if (!e.date.isValid() || e.date.span() != span)
            continue;
        if (!match.isEmpty())
            return {}; // several of that date: the choice is the user's
        match = e.id;
    }
    return match;
}

// Makes the event the list's current item (put at its top when past the
// rows shown); false when there is no such event.
bool CiteDialog::showEvent(const QString &id)
{
    for (int i = 0; i < m_events->count(); ++i)
        if (m_events->item(i)->data(Qt::UserRole).toString() == id) {
            m_events->setCurrentRow(i);
            return true;
        }
    const int index = m_model->eventIndex(id);
    if (index < 0)
        return false;
    const Event &e = m_model->corpus().events[index];
    auto *item = new QListWidgetItem(
        QStringLiteral("%1 — %2").arg(pickName(e.titles, m_model->displayLanguage()), e.date.toEdtf()));
    item->setData(Qt::UserRole, e.id);
    m_events->insertItem(0, item);
    m_events->setCurrentRow(0);
    return true;
}

// A line under the list when the chosen event's date and the claimed date
// share no day: said, not refused (the user may know better).
void CiteDialog::warnOfDisagreement()
{
    const int index = m_existingChoice->isChecked() ? m_model->eventIndex(eventId()) : -1;
    const HistoricalDate claimed = m_claimed->date();
    QString warning;
    if (index >= 0 && claimed.isValid()) {
        const Event &e = m_model->corpus().events[index];
        if (e.date.isValid() && !datesAgree(e.date, claimed.span()))
            warning
                = tr("⚠ This event is dated %1, but the claimed date is %2.").arg(e.date.toEdtf(), claimed.toEdtf());
    }
    m_eventWarning->setText(warning);
    m_eventWarning->setVisible(!warning.isEmpty());
}

// Words that count from the date read ("Den 18. juni … Tre dage efter"),
// between it and the selection: the date they give is proposed instead
// (the 18th was proposed for a passage about the 21st).
bool CiteDialog::proposeRelativeAfter(QStringView before, QStringView lead, const DatePhrase &phrase)
{
    if (phrase.words.isEmpty())
        return false;
    const qsizetype end = phrase.words.last().offset + phrase.words.last().length;
    const QString context = before.toString() + lead.left(end).toString();
    const QStringView rest = lead.mid(end);
    DatePhraseOptions options = phraseOptions();
    options.language = phrase.language; // the words after it are in the language it was read in, first
    const auto later = parseDatePhraseInAnyLanguage(context, rest, options);
    if (!later || !later->relative)
        return false;
    const QString words = wordsRead(rest, later.value());
    setProposal(words, later.value());
    describeProposal(words, later.value(), Where::JustBefore);
    return true;
}

// "Read from “４月６日” just before the selection; the year 1814 from the text before it."
void CiteDialog::describeProposal(const QString &words, const DatePhrase &phrase, Where where)
{
    QString text;
    switch (where) {
    case Where::Selection:
        text = tr("Read from “%1” in the selection.").arg(words);
        break;
    case Where::JustBefore:
        text = tr("Read from “%1” just before the selection.").arg(words);
        break;
    case Where::SentenceBefore:
        text = tr("Read from “%1” in the sentence before the selection.").arg(words);
        break;
    case Where::Typed:
        text = tr("Read from “%1”.").arg(words);
        break;
    }
    DatePhraseOptions options = phraseOptions();
    options.language = phrase.language;
    const auto alone = parseDatePhrase(words, options);
    if (phrase.countedFrom)
        text += QLatin1Char(' ')
            + tr("Counted from %1, the date the text names before it.")
                  .arg(HistoricalDate(*phrase.countedFrom).toEdtf());
    else if ((!alone || alone->edtf != phrase.edtf) && phrase.date.isValid())
        text += QLatin1Char(' ') + tr("The year %1 comes from the text before it.").arg(phrase.date.start().year);
    m_dateNote->setNote(text);
}

// The user rewrote the date words: read them again (with the same reference)
// into the claimed date, unless the claimed date was typed by hand (then
// only compared with it).
void CiteDialog::rereadDateWords(const QString &words)
{
    if (words.trimmed().isEmpty()) {
        m_dateNote->setNoWords();
        return;
    }
    auto phrase = parseDatePhraseInAnyLanguage(contextBefore(), words, phraseOptions());
    if (!phrase) {
        m_dateNote->setUnreadable(phrase.error());
        return;
    }
    m_dateNote->setWordsDate(phrase->date);
    if (!m_dateNote->claimTyped())
        m_claimed->edit()->setText(phrase->edtf);
    describeProposal(wordsRead(words, phrase.value()), phrase.value(), Where::Typed);
}

bool CiteDialog::wordsContradictClaim() const
{
    return m_dateNote->contradicts();
}

QLabel *CiteDialog::dateFromLabel() const
{
    return m_dateNote->label();
}

QPushButton *CiteDialog::clearWordsButton() const
{
    return m_dateNote->clearButton();
}

QString CiteDialog::problem() const
{
    if (m_quote.isEmpty())
        return tr("Select a passage of the source first.");
    if (m_existingChoice->isChecked() && !m_events->currentItem())
        return tr("Choose an event, or create a new one.");
    if (m_newChoice->isChecked() && m_newTitle->text().trimmed().isEmpty())
        return tr("The new event needs a title.");
    if (const QString p = m_claimed->problem(); !p.isEmpty())
        return tr("Claimed date: %1").arg(p);
    if (!m_newChoice->isChecked())
        return {};
    if (const QString p = newDateProblem(); !p.isEmpty())
        return tr("Event date: %1").arg(p);
    return {};
}

// The new event's date as typed, or a claimed date for it to take.
QString CiteDialog::newDateProblem() const
{
    if (const QString p = m_newDate->problem(); !p.isEmpty())
        return p;
    if (!m_newDate->date().isValid() && !m_claimed->date().isValid())
        return tr("A date is needed, here or as the claimed date.");
    return {};
}

void CiteDialog::revalidate()
{
    warnOfDisagreement();
    const QString p = problem();
    m_status->setText(p);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

Account CiteDialog::account() const
{
    Account a;
    a.sourceId = m_sourceId;
    a.setQuote(m_quote);
    a.start = m_start;
    a.end = m_end;
    a.claimedDate = m_claimed->date();
    a.setDateText(m_dateWords->text().trimmed());
    a.setGlossEn(m_gloss->text().trimmed());
    a.setNoteEn(m_note->text().trimmed());
    return a;
}

QLineEdit *CiteDialog::claimedEdit() const
{
    return m_claimed->edit();
}

QLineEdit *CiteDialog::newDateEdit() const
{
    return m_newDate->edit();
}

QString CiteDialog::eventId() const
{
    if (m_newChoice->isChecked() || !m_events->currentItem())
        return {};
    return m_events->currentItem()->data(Qt::UserRole).toString();
}

QString CiteDialog::newTitleLanguage() const
{
    const QString title = m_newTitle->text().trimmed();
    if (mostlyChinese(title))
        return QStringLiteral("zh");
    // By its words; where they do not tell, the source's language (Danish
    // or English), else English. "Napoleon back in Paris", typed for a
    // Danish source, was kept as the Danish title (a walkthrough by helper-95).
    const Source *source = m_model->source(m_sourceId);
    const auto language = source ? dateLanguageFromCode(source->language) : std::nullopt;
    const bool latin = language == DateLanguage::English || language == DateLanguage::Danish;
    return proposeSourceLanguage(title, latin ? dateLanguageCode(*language) : QStringLiteral("en"));
}

std::optional<Event> CiteDialog::newEvent() const
{
    if (!m_newChoice->isChecked())
        return std::nullopt;
    Event e;
    // The title in the slot of its language: a Danish title was stored as
    // the English one.
    e.titles.insert(newTitleLanguage(), m_newTitle->text().trimmed());
    const HistoricalDate date = m_newDate->date();
    e.date = date.isValid() ? date : account().claimedDate;
    return e;
}

} // namespace parallax::ui
