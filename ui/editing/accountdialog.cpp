#include "accountdialog.h"

#include "datefield.h"
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

    auto *form = new QFormLayout;
    m_claimed = new DateField(false, this);
    m_claimed->setDate(a.claimedDate);
    m_dateWords = new QLineEdit(a.dateText(), this);
    m_dateWords->setPlaceholderText(tr("The source's own words, e.g. “le 6 avril”"));
    m_gloss = new QLineEdit(a.glossEn(), this);
    m_note = new QLineEdit(a.noteEn(), this);
    form->addRow(tr("&Claimed date:"), m_claimed);
    form->addRow(tr("Date in the source's &words:"), m_dateWords);
    form->addRow(tr("English &gloss:"), m_gloss);
    form->addRow(tr("N&ote:"), m_note);
    layout->addLayout(form);

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
    revalidate();
    resize(640, 520);
    m_claimed->setFocus();
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
