#include "datefield.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace parallax::ui {

DateField::DateField(bool required, QWidget *parent)
    : QWidget(parent)
    , m_required(required)
    , m_edit(new QLineEdit(this))
    , m_explanation(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_edit->setPlaceholderText(tr("EDTF, e.g. 1814-04-06, 1815-03~, 1814-04-12/1814-04-13"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    // Room for two lines, so that the form does not jump as one types.
    m_explanation->setMinimumHeight(2 * m_explanation->fontMetrics().lineSpacing());
    m_explanation->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_edit);
    layout->addWidget(m_explanation);
    setFocusProxy(m_edit);
    connect(m_edit, &QLineEdit::textChanged, this, [this] {
        revalidate();
        emit changed();
    });
    revalidate();
}

void DateField::setDate(const HistoricalDate &date)
{
    m_edit->setText(date.isValid() ? date.toEdtf() : QString());
}

HistoricalDate DateField::date() const
{
    auto d = HistoricalDate::parse(m_edit->text().trimmed());
    return d ? d.value() : HistoricalDate();
}

QString DateField::problem() const
{
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty())
        return m_required ? tr("A date is needed.") : QString();
    auto d = HistoricalDate::parse(text);
    return d ? QString() : d.error();
}

void DateField::revalidate()
{
    const QString p = problem();
    const HistoricalDate d = date();
    markRefused(m_edit, p);
    if (!p.isEmpty())
        m_explanation->setText(p);
    else if (d.isValid())
        m_explanation->setText(tr("Means: %1").arg(describeDate(d)));
    else
        m_explanation->setText(tr("No date."));
    QPalette pal = m_explanation->palette();
    pal.setColor(
        QPalette::WindowText, p.isEmpty() ? palette().color(QPalette::PlaceholderText) : refusalColour(palette()));
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
