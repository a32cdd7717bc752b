#include "exportdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFontMetricsF>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QSettings>
#include <QSpinBox>

#include <algorithm>

namespace parallax::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::ExportDialog)
};

constexpr double kReadableWidth = 1600; // logical width beyond which the drawing scales up

} // namespace

QList<ExportPreset> exportPresets(QSize screen)
{
    return {{Tr::tr("As on screen (%1 × %2)").arg(screen.width()).arg(screen.height()), screen},
        {Tr::tr("Twice the screen (%1 × %2)").arg(screen.width() * 2).arg(screen.height() * 2), screen * 2},
        {Tr::tr("A4 landscape, 300 dpi (3508 × 2480)"), QSize(3508, 2480)},
        {Tr::tr("A3 landscape, 300 dpi (4961 × 3508)"), QSize(4961, 3508)}};
}

std::optional<ExportOptions> askExportOptions(
    QWidget *parent, const QString &caption, QSize screen, const QString &defaultTitle, const QString &settingsKey)
{
    QSettings settings;
    const QList<ExportPreset> presets = exportPresets(screen);
    QDialog dialog(parent);
    dialog.setWindowTitle(caption);
    auto *preset = new QComboBox(&dialog);
    for (const ExportPreset &p : presets)
        preset->addItem(p.name, p.size);
    preset->addItem(Tr::tr("Custom size"));
    auto *width = new QSpinBox(&dialog);
    auto *height = new QSpinBox(&dialog);
    for (QSpinBox *b : {width, height}) {
        b->setRange(100, 20000);
        b->setSuffix(Tr::tr(" px"));
    }
    auto *title = new QLineEdit(&dialog);
    auto *legend = new QCheckBox(Tr::tr("Add a legend under the view"), &dialog);

    const QSize last = settings.value(settingsKey + QStringLiteral("/size"), screen).toSize();
    int chosen = int(presets.size());
    for (int i = 0; i < presets.size(); ++i)
        if (presets[i].size == last)
            chosen = i;
    preset->setCurrentIndex(chosen);
    width->setValue(last.width());
    height->setValue(last.height());
    title->setText(settings.value(settingsKey + QStringLiteral("/title"), defaultTitle).toString());
    // Wide enough for the title whole (it showed "all of Napoleon, 1814–1821: five accounts").
    title->setMinimumWidth(std::clamp(title->fontMetrics().horizontalAdvance(title->text()) + 24, 320, 640));
    legend->setChecked(settings.value(settingsKey + QStringLiteral("/legend"), true).toBool());
    auto follow = [=](int i) {
        const bool custom = i >= presets.size();
        width->setEnabled(custom);
        height->setEnabled(custom);
        if (!custom) {
            width->setValue(presets[i].size.width());
            height->setValue(presets[i].size.height());
        }
    };
    QObject::connect(preset, &QComboBox::currentIndexChanged, &dialog, follow);
    follow(chosen);

    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), &dialog));
    sizeRow->addWidget(height);
    auto *form = new QFormLayout(&dialog);
    form->addRow(Tr::tr("Size:"), preset);
    form->addRow(QString(), sizeRow);
    form->addRow(Tr::tr("Title:"), title);
    form->addRow(QString(), legend);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    ExportOptions o {QSize(width->value(), height->value()), title->text().trimmed(), legend->isChecked()};
    settings.setValue(settingsKey + QStringLiteral("/size"), o.size);
    settings.setValue(settingsKey + QStringLiteral("/title"), o.title);
    settings.setValue(settingsKey + QStringLiteral("/legend"), o.legend);
    return o;
}

void paintFramed(QPainter &p, const QRectF &bounds, const ExportOptions &options,
    const std::function<void(QPainter &, const QRectF &)> &view,
    const std::function<void(QPainter &, const QRectF &)> &legend)
{
    p.save();
    const double k = std::max(1.0, bounds.width() / kReadableWidth);
    p.translate(bounds.topLeft());
    p.scale(k, k);
    QRectF r(QPointF(0, 0), bounds.size() / k);
    p.fillRect(r, QApplication::palette().color(QPalette::Window));
    if (!options.title.isEmpty()) {
        QFont f = QApplication::font();
        f.setPointSizeF(f.pointSizeF() * 1.5);
        f.setBold(true);
        p.setFont(f);
        p.setPen(QApplication::palette().color(QPalette::WindowText));
        const double h = QFontMetricsF(f).height() + 16;
        p.drawText(r.adjusted(12, 0, -12, 0).intersected(QRectF(r.left(), r.top(), r.width(), h)),
            Qt::AlignLeft | Qt::AlignVCenter, options.title);
        r.setTop(r.top() + h);
    }
    if (options.legend && legend) {
        // Two rows where one would not hold the legend (at 800 px it was cut).
        const int rows = r.width() < 1200 ? 2 : 1;
        const double h = rows * (QFontMetricsF(QApplication::font()).height() + 10) + 4;
        legend(p, QRectF(r.left(), r.bottom() - h, r.width(), h));
        r.setBottom(r.bottom() - h);
    }
    view(p, r);
    p.restore();
}

} // namespace parallax::ui
