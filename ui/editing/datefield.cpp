#include "datefield.h"

#include <core/datephrase.h>

#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace parallax::ui {

namespace {

// The date a field's text states (EDTF or words), or why it states none.
Result<HistoricalDate> readDate(const QString &text)
{
    auto d = readStatedDate(text);
    if (d || !d.error().isEmpty())
        return d;
    return Result<HistoricalDate>::failure(DateField::tr(
        "Not a date this field can read: write it as 1815-06-22 or 1815-06, or in words, as 22 June 1815."));
}

} // namespace

DateField::DateField(bool required, QWidget *parent)
    : QWidget(parent)
    , m_required(required)
    , m_edit(new QLineEdit(this))
    , m_explanation(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    setPlaceholders(
        tr("e.g. 1814-04-06, 6 April 1814, 1815-03~, 1814-04-12/1814-04-13"), tr("e.g. 1814-04-06 or 6 April 1814"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    // Room for two lines, so that the form does not jump as one types.
    m_explanation->setMinimumHeight(2 * m_explanation->fontMetrics().lineSpacing());
    m_explanation->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_edit);
    layout->addWidget(m_explanation);
    setFocusProxy(m_edit);
    connect(m_edit, &QLineEdit::textChanged, this, [this] {
        m_touched = true;
        revalidate();
        emit changed();
    });
    revalidate();
}

void DateField::setDate(const HistoricalDate &date)
{
    m_edit->setText(date.isValid() ? date.toEdtf() : QString());
}

void DateField::setPlaceholders(const QString &full, const QString &brief)
{
    m_fullPlaceholder = full;
    m_briefPlaceholder = brief;
    // On the field, not its edit: the edit's tool tip says why a date is refused.
    setToolTip(full);
    m_edit->setPlaceholderText(QString());
    fitPlaceholder();
}

void DateField::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitPlaceholder();
}

// The full examples when they fit the edit's text area, else the brief ones.
void DateField::fitPlaceholder()
{
    const QString shown = m_edit->placeholderText();
    if (!shown.isEmpty() && shown != m_fullPlaceholder && shown != m_briefPlaceholder)
        return; // set on the edit by its dialog: kept
    const int frame = m_edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, m_edit);
    const int room = m_edit->width() - 2 * frame - 6; // and the edit's two-pixel margins, with a little air
    const bool fits = m_edit->fontMetrics().horizontalAdvance(m_fullPlaceholder) <= room;
    m_edit->setPlaceholderText(fits || m_briefPlaceholder.isEmpty() ? m_fullPlaceholder : m_briefPlaceholder);
}

void DateField::setEmptyExplanation(const QString &text)
{
    m_emptyExplanation = text;
    revalidate();
}

HistoricalDate DateField::date() const
{
    auto d = readDate(m_edit->text().trimmed());
    return d ? d.value() : HistoricalDate();
}

QString DateField::problem() const
{
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty())
        return m_required ? tr("A date is needed.") : QString();
    auto d = readDate(text);
    return d ? QString() : d.error();
}

void DateField::revalidate()
{
    const QString p = problem();
    const HistoricalDate d = date();
    // An empty field that needs a date says so, but not as a refusal before
    // anything was typed (a new event's dialog opened in red).
    const bool refused = !p.isEmpty() && (m_touched || !m_edit->text().trimmed().isEmpty());
    markRefused(m_edit, refused ? p : QString());
    if (!p.isEmpty())
        m_explanation->setText(p);
    else if (d.isValid() && d.toEdtf() != m_edit->text().trimmed())
        m_explanation->setText(tr("Means: %1 (stored as %2)").arg(describeDate(d), d.toEdtf()));
    else if (d.isValid())
        m_explanation->setText(tr("Means: %1").arg(describeDate(d)));
    else
        m_explanation->setText(m_emptyExplanation.isEmpty() ? tr("No date.") : m_emptyExplanation);
    QPalette pal = m_explanation->palette();
    pal.setColor(QPalette::WindowText, refused ? refusalColour(palette()) : palette().color(QPalette::PlaceholderText));
    m_explanation->setPalette(pal);
}

void markRefused(QLineEdit *edit, const QString &problem)
{
    edit->setStyleSheet(
        problem.isEmpty() ? QString() : QStringLiteral("QLineEdit { background: #fde2e1; color: #201010; }"));
    edit->setToolTip(problem);
}

QColor refusalColour(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Window).lightnessF() < 0.5;
    return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0, 0);
}

} // namespace parallax::ui
