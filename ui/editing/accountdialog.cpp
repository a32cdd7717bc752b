#include "accountdialog.h"

#include "datefield.h"
#include "datewordsnote.h"
#include "eventpicker.h"

#include <ui/corpusmodel.h>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace parallax::ui {

namespace {
QString quoteShown(const QString &quote)
{
    constexpr int kLongest = 400;
    return quote.size() > kLongest ? quote.left(kLongest) + u'…' : quote;
}
} // namespace

AccountDialog::AccountDialog(const CorpusModel *model, const db::AccountRecord &record, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_original(record)
{
    setObjectName(QStringLiteral("accountDialog"));
    setWindowTitle(tr("Edit Account"));
    const Account &a = record.account;
    const Source *source = model->source(a.sourceId);
    const int eventIndex = model->eventIndex(record.eventId);
    const QString eventTitle = eventIndex >= 0
        ? pickName(model->corpus().events[eventIndex].titles, model->displayLanguage())
        : record.eventId;

    auto *layout = new QVBoxLayout(this);
    auto *quote
        = new QLabel(tr("<b>%1</b> on <i>%2</i>:<br>“%3”")
                         .arg(source ? shortSourceName(*source).toHtmlEscaped() : a.sourceId.str().toHtmlEscaped(),
                             eventTitle.toHtmlEscaped(), quoteShown(a.quote()).toHtmlEscaped()),
            this);
    quote->setWordWrap(true);
    layout->addWidget(quote);

    if (source) {
        m_dateContext = dateContextBefore(model->sourceText(source->id), a.start).toString();
        m_sourceLanguage = source->language;
    }
    m_dateOptions = datePhraseOptions(source);
    if (eventIndex >= 0)
        m_eventDate = model->corpus().events[eventIndex].date;
    layout->addLayout(buildForm(a));

    m_move = new QCheckBox(tr("&Move to another event:"), this);
    m_picker = new EventPicker(model, this);
    m_picker->exclude(record.eventId);
    layout->addWidget(m_move);
    layout->addWidget(m_picker, 1);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Typing in the picker or choosing from it means moving.
    connect(m_move, &QCheckBox::toggled, this, &AccountDialog::revalidate);
    connect(m_picker->searchEdit(), &QLineEdit::textEdited, this, [this] { m_move->setChecked(true); });
    connect(m_picker->list(), &QListWidget::itemClicked, this, [this] { m_move->setChecked(true); });
    connect(m_picker, &EventPicker::currentEventChanged, this, &AccountDialog::revalidate);
    connect(m_claimed, &DateField::changed, this, &AccountDialog::revalidate);
    if (const auto phrase = readWords(a.dateText()))
        m_dateNote->setWordsDate(phrase->date); // compared once a date is typed
    revalidate();
    resize(640, 520);
    m_claimed->setFocus();
}

// The claimed date, the date in the source's words with the note under
// them, the gloss and the note.
QFormLayout *AccountDialog::buildForm(const Account &a)
{
    auto *form = new QFormLayout;
    m_claimed = new DateField(false, this);
    m_claimed->setDate(a.claimedDate);
    m_dateWords = new QLineEdit(a.dateText(), this);
    m_dateWords->setPlaceholderText(tr("The source's own words, e.g. “le 6 avril”"));
    m_dateNote = new DateWordsNote(m_dateWords, m_claimed, this);
    m_gloss = new QLineEdit(a.glossEn(), this);
    m_note = new QLineEdit(a.noteEn(), this);
    form->addRow(tr("&Claimed date:"), m_claimed);
    form->addRow(tr("Date in the source's &words:"), m_dateWords);
    form->addRow(m_dateNote);
    form->addRow(tr("English &gloss:"), m_gloss);
    form->addRow(tr("N&ote:"), m_note);
    // The words rewritten leave the claimed date as it was: compared with it.
    connect(m_dateWords, &QLineEdit::textEdited, this, [this] {
        m_dateNote->setClaimTyped(true);
        readDateWords();
    });
    return form;
}

// The date words as they stand, read again: what they say, or why nothing.
void AccountDialog::readDateWords()
{
    const QString words = m_dateWords->text();
    if (words.trimmed().isEmpty()) {
        m_dateNote->setNoWords();
        return;
    }
    const auto phrase = readWords(words);
    if (!phrase) {
        m_dateNote->setUnreadable(phrase.error());
        return;
    }
    m_dateNote->setWordsDate(phrase->date);
    m_dateNote->setNote({});
}

// Read with the text before the passage, as the cite dialog read them; else
// as the importer reads an account's words (with the event's date).
Result<DatePhrase> AccountDialog::readWords(const QString &words) const
{
    auto phrase = parseDatePhraseInAnyLanguage(m_dateContext, words, m_dateOptions);
    return phrase ? phrase : parseAccountDateText(words, m_sourceLanguage, m_eventDate);
}

QLabel *AccountDialog::dateWordsNote() const
{
    return m_dateNote->label();
}

bool AccountDialog::wordsContradictClaim() const
{
    return m_dateNote->contradicts();
}

QPushButton *AccountDialog::clearWordsButton() const
{
    return m_dateNote->clearButton();
}

QString AccountDialog::problem() const
{
    if (const QString p = m_claimed->problem(); !p.isEmpty())
        return tr("Claimed date: %1").arg(p);
    if (m_move->isChecked() && m_picker->currentEvent().isEmpty())
        return tr("Choose the event to move the account to.");
    return {};
}

void AccountDialog::revalidate()
{
    const QString p = problem();
    m_status->setText(p);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

db::AccountRecord AccountDialog::record() const
{
    db::AccountRecord r = m_original;
    r.account.claimedDate = m_claimed->date();
    r.account.setDateText(m_dateWords->text().trimmed());
    r.account.setGlossEn(m_gloss->text().trimmed());
    r.account.setNoteEn(m_note->text().trimmed());
    if (m_move->isChecked() && !m_picker->currentEvent().isEmpty())
        r.eventId = m_picker->currentEvent();
    return r;
}

} // namespace parallax::ui
