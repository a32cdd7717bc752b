#include "languagefield.h"

#include "datefield.h"

#include <core/sourcedetails.h>
#include <ui/language.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace parallax::ui {

namespace {

// "Chinese", or "Chinese (zh-Hant)" for a code with a script or a region;
// a language the interface does not name by its own or English name.
QString describeLanguage(const QString &tag)
{
    const QString primary = tag.section(u'-', 0, 0);
    QString name = languageName(primary);
    if (name == primary)
        name = QLocale::languageToString(QLocale::codeToLanguage(primary));
    return tag == primary ? name : QStringLiteral("%1 (%2)").arg(name, tag);
}

} // namespace

QStringList commonSourceLanguages()
{
    return {
        QStringLiteral("en"), QStringLiteral("zh"), QStringLiteral("da"), QStringLiteral("fr"), QStringLiteral("de")};
}

LanguageField::LanguageField(QWidget *parent)
    : QWidget(parent)
    , m_box(new QComboBox(this))
    , m_explanation(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_box->setEditable(true);
    m_box->setInsertPolicy(QComboBox::NoInsert);
    m_box->addItems(commonSourceLanguages());
    // Wide enough for a code with a script and a region ("zh-Hant" was cut to "ant").
    m_box->setMinimumContentsLength(10);
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_box->setToolTip(tr("A language code: en, zh, da, fr, de, or another such as zh-Hant or la."));
    m_explanation->setTextFormat(Qt::PlainText);
    m_explanation->setWordWrap(true);
    layout->addWidget(m_box);
    layout->addWidget(m_explanation, 1);
    setFocusProxy(m_box);
    connect(m_box, &QComboBox::currentTextChanged, this, [this] {
        revalidate();
        emit changed();
    });
    revalidate();
}

void LanguageField::setCode(const QString &code)
{
    m_box->setCurrentText(code);
}

QString LanguageField::text() const
{
    return m_box->currentText().trimmed();
}

QString LanguageField::code() const
{
    auto c = checkLanguageCode(text());
    return c ? c.value() : QString();
}

QString LanguageField::problem() const
{
    if (text().isEmpty())
        return tr("The source needs a language.");
    auto c = checkLanguageCode(text());
    return c ? QString() : c.error();
}

void LanguageField::revalidate()
{
    const QString p = problem();
    markRefused(m_box->lineEdit(), p);
    m_explanation->setText(p.isEmpty() ? describeLanguage(code()) : QString());
    QPalette pal = m_explanation->palette();
    pal.setColor(QPalette::WindowText, palette().color(QPalette::PlaceholderText));
    m_explanation->setPalette(pal);
}

} // namespace parallax::ui
